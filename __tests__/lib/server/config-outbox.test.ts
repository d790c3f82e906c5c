import { parseConfig } from '@/lib/server/config';

describe('outbox configuration: the crash-test switch OUTBOX_FAULT', () => {
  it('is off unless set, and names the email after which the worker is killed', () => {
    expect(parseConfig({}).OUTBOX_FAULT).toBeUndefined();
    expect(parseConfig({ NODE_ENV: 'test', OUTBOX_FAULT: 'after-send' }).OUTBOX_FAULT).toEqual({ point: 'after-send', nth: 1 });
    expect(parseConfig({ NODE_ENV: 'test', OUTBOX_FAULT: 'after-send:12' }).OUTBOX_FAULT).toEqual({ point: 'after-send', nth: 12 });
  });

  it.each(['after-charge', 'after-send:0', 'after-send:x', 'after-send:10000'])('names OUTBOX_FAULT when it is malformed (%s)', (value) => {
    expect(() => parseConfig({ NODE_ENV: 'test', OUTBOX_FAULT: value })).toThrow(/^OUTBOX_FAULT: /);
  });

  it('is refused in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', OUTBOX_FAULT: 'after-send' })).toThrow(/^OUTBOX_FAULT: /);
  });
});
