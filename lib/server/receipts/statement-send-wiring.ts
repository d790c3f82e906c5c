import type { Mailer } from '../providers/mail/mailer';
import { statementEmail } from './statement-emails';
import type { SendStatementEmail } from './statement-send-service';
import { type StatementDeps, statementOf } from './statement-service';

/**
 * The statement email handed straight to the mailer: how the April run sends until the outbox
 * (issue [16]) takes emails over. With it, this becomes one enqueue of the same message under
 * `key`, which is what makes a repeated run send each member's statement once.
 */
export function mailedStatementEmails(deps: StatementDeps, mailer: Mailer, site: { name: string; url: string }): SendStatementEmail {
  return async (donor, taxYear) => {
    const statement = await statementOf(deps, donor.uid, { kind: 'tax-year', year: taxYear }, donor.email);
    await mailer.send(statementEmail(statement, donor.email, site));
  };
}
