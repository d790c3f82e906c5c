import { fetchMemberPage, fetchMemberRecord } from '@/lib/api/desk-members';
import { deskCall } from '@/lib/api/desk-client';

jest.mock('@/lib/api/desk-client', () => ({ deskCall: jest.fn(async () => ({})) }));

describe('the desk member calls', () => {
  it('ask for a page of members with the filters as query parameters', async () => {
    await fetchMemberPage({ q: 'mere@example.nz', state: 'recurring', after: '1764000000000000.u1' });
    expect(deskCall).toHaveBeenCalledWith('GET', '/members', { params: { q: 'mere@example.nz', state: 'recurring', after: '1764000000000000.u1' }, signal: undefined });
  });

  it("ask for one member's record by uid, encoded for the path", async () => {
    await fetchMemberRecord('a/b c');
    expect(deskCall).toHaveBeenCalledWith('GET', '/members/a%2Fb%20c', { signal: undefined });
  });
});
