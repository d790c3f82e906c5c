import { adminEmails, parseConfig } from '@/lib/server/config';

describe('ADMIN_EMAILS', () => {
  it('is empty when unset', () => {
    expect([...adminEmails(parseConfig({}))]).toEqual([]);
  });

  it('reads comma-separated addresses in any case, ignoring blanks and spaces', () => {
    const emails = adminEmails(parseConfig({ ADMIN_EMAILS: ' Chief@Example.NZ, ,deputy@example.nz,, ' }));
    expect([...emails].sort()).toEqual(['chief@example.nz', 'deputy@example.nz']);
  });
});
