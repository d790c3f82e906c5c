import { randomUUID } from 'node:crypto';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { devMailboxPage, devMailHtml } from '@/lib/server/email/dev-mailbox-service';
import { AppError } from '@/lib/server/http/errors';
import { enqueueEmail } from '@/lib/server/outbox/outbox-service';
import { drainTestOutbox } from '../../../helpers/outbox';

const codeOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof AppError ? `${error.status} ${error.code}` : error));

describe('the dev mailbox’s view', () => {
  it('lists the emails sent, newest first, and opens one with its text, its headers and the address of its HTML', async () => {
    const to = `${randomUUID()}@example.nz`;
    for (const amount of ['$10.00', '$20.00']) {
      await enqueueEmail(await getDb(), { key: `welcome:${randomUUID()}`, to, template: 'welcome', data: { memberName: '<Mere>', amount, billingInterval: 'MONTHLY' } });
    }
    await drainTestOutbox();
    const { mails, templates, shown } = await devMailboxPage(getConfig(), {});
    expect(shown).toBeNull();
    expect(templates).toEqual([
      'newsletter-confirmation',
      'receipt',
      'refund',
      'renewal-failed',
      'renewal-needs-authentication',
      'statement',
      'subscription-lapsed',
      'welcome',
      'subscription-changed',
      'subscription-paused',
      'subscription-resumed',
      'subscription-canceled',
      'subscription-reactivated',
      'card-expiring',
      'renewal-reminder',
      'account-deleted',
    ]);
    const mine = mails.filter((mail) => mail.to === to);
    expect(mine).toHaveLength(2);
    expect(mine[0]!.sentAt >= mine[1]!.sentAt).toBe(true);

    const opened = await devMailboxPage(getConfig(), { file: mine[0]!.file });
    expect(opened.shown).toMatchObject({ kind: 'mail', htmlUrl: `/api/dev/mailbox-html?file=${mine[0]!.file}` });
    if (opened.shown?.kind !== 'mail') throw new Error('no mail shown');
    expect(opened.shown.mail.text).toContain('Kia ora <Mere>,');
    expect(opened.shown.mail.headers).toContainEqual(['x-panui-message-key', mine[0]!.key]);
    expect(await devMailHtml(getConfig(), { file: mine[0]!.file })).toContain('Kia ora &lt;Mere&gt;,');
  });

  it('shows any template with its sample data', async () => {
    const { shown } = await devMailboxPage(getConfig(), { sample: 'refund' });
    expect(shown).toMatchObject({ kind: 'sample', template: 'refund', subject: 'Pānui has refunded $10.00 NZD', htmlUrl: '/api/dev/mailbox-html?sample=refund' });
    expect(await devMailHtml(getConfig(), { sample: 'refund' })).toContain('$10.00 NZD');
  });

  it('opens only files its index lists', async () => {
    expect(await codeOf(devMailHtml(getConfig(), { file: 'not-in-the-index.eml' }))).toBe('404 NOT_FOUND');
    expect(await codeOf(devMailHtml(getConfig(), { sample: 'nothing' }))).toBe('404 NOT_FOUND');
  });

  it('does not exist in production, nor when emails go to an SMTP server', async () => {
    expect(await codeOf(devMailboxPage({ ...getConfig(), NODE_ENV: 'production' }, {}))).toBe('404 NOT_FOUND');
    expect(await codeOf(devMailHtml({ ...getConfig(), NODE_ENV: 'production' }, { sample: 'receipt' }))).toBe('404 NOT_FOUND');
    expect(await codeOf(devMailboxPage({ ...getConfig(), SMTP_URL: 'smtp://127.0.0.1:2525' }, {}))).toBe('404 NOT_FOUND');
  });
});
