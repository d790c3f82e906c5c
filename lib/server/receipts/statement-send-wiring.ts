import { ZodError } from 'zod';
import { enqueueEmail } from '../outbox/outbox-service';
import { log } from '../observability/logger';
import type { SendStatementEmail } from './statement-send-service';
import { type StatementDeps, statementOf } from './statement-service';

/**
 * The April run's emails through the outbox: the member's statement for the tax year, queued under
 * `key` (one per member and year), so a repeated or resumed run sends each once (decision 223). An
 * address the outbox refuses is logged and skipped: one bad row must not stop every later donor's
 * statement, run after run. Anything else (the database) throws, and the run goes on later.
 */
export function queuedStatementEmails(deps: StatementDeps, siteName: string): SendStatementEmail {
  return async (donor, taxYear, key) => {
    const statement = await statementOf(deps, donor.uid, { kind: 'tax-year', year: taxYear }, donor.email);
    try {
      await enqueueEmail(deps.db, { key, to: donor.email, template: 'statement', data: { statement, siteName } });
    } catch (error) {
      if (!(error instanceof ZodError)) throw error;
      log().error({ err: error }, `Outbox: the statement ${key} could not be queued`);
    }
  };
}
