// npm run outbox -- <list [pending|sent|dead]|requeue <key>|requeue --all-dead|send>: the operator's look
// at the email outbox (decision 210). With PGlite, stop the site first (one process may open its
// folder); with Postgres, run it beside the site.
import { exitOnStartupError } from './startup-errors';
import { getConfig } from '@/lib/server/config';
import { closeDatabase } from '@/lib/server/db/client';
import { appServices } from '@/lib/server/container';

const USAGE = 'Usage: npm run outbox -- list [pending|sent|dead] | requeue <key> | requeue --all-dead | send';
const STATUSES = ['pending', 'sent', 'dead'] as const;
const isStatus = (value: string | undefined): value is (typeof STATUSES)[number] => STATUSES.some((status) => status === value);

async function main() {
  const [command, argument, ...extra] = process.argv.slice(2);
  getConfig();
  const outbox = appServices().outbox;
  try {
    if (command === 'list' && extra.length === 0 && (argument === undefined || isStatus(argument))) {
      const rows = await outbox.listOutboxMessages({ status: argument, limit: 100 });
      for (const row of rows) {
        const when = (row.sentAt ?? row.nextAttemptAt ?? row.createdAt).toISOString();
        console.log(`${row.status.padEnd(7)} ${row.key}  to ${row.recipient}  ${row.template}  tries ${row.attempts}  ${when}${row.lastError ? `  last error: ${row.lastError}` : ''}`);
      }
      console.log(`${rows.length} email${rows.length === 1 ? '' : 's'} (newest first, at most 100).`);
    } else if (command === 'requeue' && argument && extra.length === 0) {
      const count = await outbox.requeueDeadMessages(argument === '--all-dead' ? undefined : argument);
      console.log(count ? `Requeued ${count} dead email${count === 1 ? '' : 's'}; the worker sends ${count === 1 ? 'it' : 'them'} at its next run.` : 'No dead email matched.');
    } else if (command === 'send' && argument === undefined) {
      const report = await outbox.drain();
      console.log(`Outbox: sent ${report.sent}, to retry ${report.retried}, dead-lettered ${report.dead}.`);
    } else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  } finally {
    await closeDatabase();
  }
}

main().catch(async (error: unknown) => {
  await closeDatabase().catch(() => undefined);
  exitOnStartupError(error);
});
