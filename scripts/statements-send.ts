// npm run statements:send -- --tax-year 2026: emails every donor who gave in that tax year (1 April
// 2025 to 31 March 2026) their statement, once (decision 223). Without --tax-year, the tax year that
// ended last. The site's April job does the same for a charity; this is for running it by hand.
import { exitOnStartupError } from './startup-errors';
import { getConfig } from '@/lib/server/config';
import { appServices } from '@/lib/server/container';
import { closeDatabase } from '@/lib/server/db/client';
import { FIRST_STATEMENT_YEAR, nzTaxYearOf, periodDates } from '@/lib/dates/statement-periods';

const USAGE = 'Usage: npm run statements:send -- [--tax-year YYYY]   (the tax year ending 31 March YYYY; the last one that ended by default)';

function taxYearArgument(args: string[], now: Date): number | null {
  const lastEnded = nzTaxYearOf(now) - 1;
  if (args.length === 0) return lastEnded;
  const joined = args.join('=');
  const match = /^--tax-year=(\d{4})$/.exec(joined);
  const year = match ? Number(match[1]) : NaN;
  return year >= FIRST_STATEMENT_YEAR && year <= lastEnded ? year : null;
}

async function main() {
  const now = new Date();
  const taxYear = taxYearArgument(process.argv.slice(2), now);
  if (taxYear === null) {
    console.error(`${USAGE}\nThe tax year must have ended: ${nzTaxYearOf(now) - 1} or earlier.`);
    process.exitCode = 2;
    return;
  }
  getConfig();
  try {
    const report = await appServices().receipts.sendTaxYearStatements(taxYear);
    const period = `the ${taxYear} tax year (${periodDates({ kind: 'tax-year', year: taxYear })})`;
    switch (report.outcome) {
      case 'sent':
        console.log(`Statements for ${period}: ${report.sent} emails handed over now, ${report.total} in all.`);
        break;
      case 'already-sent':
        console.log(`Statements for ${period} were sent on ${report.finishedAt.toISOString()} (${report.sent} emails); nothing was sent again.`);
        break;
      case 'running-elsewhere':
        console.error(`Statements for ${period} are being sent by another instance right now; try again in 10 minutes if it stopped.`);
        process.exitCode = 1;
        break;
    }
  } finally {
    await closeDatabase();
  }
}

main().catch(async (error: unknown) => {
  await closeDatabase().catch(() => undefined);
  exitOnStartupError(error);
});
