import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { MACRON_VOWELS, PLAIN_VOWELS } from '@/lib/text/macrons';

/**
 * A name as lists sort it: macrons off and lower case, so Ōtautahi sorts among the Os and
 * "ākonga" beside "Akonga", where the database's byte order would put every macron vowel and
 * every lower-case initial after Z (decision 280). A tiebreak on the column itself keeps the
 * order fixed between spellings that differ only by a macron.
 */
export function reoOrder(column: AnyColumn): SQL[] {
  return [sql`lower(translate(${column}, ${MACRON_VOWELS} || chr(772), ${PLAIN_VOWELS}))`, sql`${column}`];
}
