import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import { getDb } from '@/lib/server/db/client';
import { enqueueEmail } from '@/lib/server/outbox/outbox-service';
import { findOutboxMessage } from '@/lib/server/outbox/outbox-store';
import { onEmailQueued } from '@/lib/server/outbox/outbox-wake';

const welcome = (key: string, amount = '$10.00') => ({ key, to: 'aroha@example.nz', template: 'welcome' as const, data: { memberName: 'Aroha', amount, billingInterval: 'MONTHLY' as const } });

describe('enqueueEmail', () => {
  it('queues an email once per key: a second call with the key queues nothing, whatever its data', async () => {
    const db = await getDb();
    const key = `welcome:${randomUUID()}`;
    expect(await enqueueEmail(db, welcome(key))).toBe(true);
    expect(await enqueueEmail(db, welcome(key, '$99.00'))).toBe(false);
    expect(await findOutboxMessage(db, key)).toMatchObject({ status: 'pending', attempts: 0, recipient: 'aroha@example.nz', template: 'welcome', data: { amount: '$10.00' } });
  });

  it('writes in the caller’s transaction: rolled back, no email is left', async () => {
    const db = await getDb();
    const key = `welcome:${randomUUID()}`;
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, welcome(key));
        expect(await findOutboxMessage(tx, key)).toBeDefined();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await findOutboxMessage(db, key)).toBeUndefined();
  });

  it('refuses data that does not fit the template, a bad address and a bad key, writing nothing', async () => {
    const db = await getDb();
    const key = `welcome:${randomUUID()}`;
    await expect(enqueueEmail(db, { ...welcome(key), data: { memberName: null, amount: '', billingInterval: 'MONTHLY' } })).rejects.toBeInstanceOf(ZodError);
    await expect(enqueueEmail(db, { ...welcome(key), to: 'a@example.nz, b@example.nz' })).rejects.toBeInstanceOf(ZodError);
    await expect(enqueueEmail(db, { ...welcome(key), to: 'a@example.nz\r\nBcc: b@example.nz' })).rejects.toBeInstanceOf(ZodError);
    await expect(enqueueEmail(db, welcome('has a space'))).rejects.toBeInstanceOf(ZodError);
    expect(await findOutboxMessage(db, key)).toBeUndefined();
  });

  it('wakes this process’s worker only when it queued something', async () => {
    const db = await getDb();
    let woken = 0;
    const stop = onEmailQueued(() => woken++);
    try {
      const key = `welcome:${randomUUID()}`;
      await enqueueEmail(db, welcome(key));
      await enqueueEmail(db, welcome(key));
      expect(woken).toBe(1);
    } finally {
      stop();
    }
  });
});
