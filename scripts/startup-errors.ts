import { inspect } from 'node:util';
import { ConfigError } from '@/lib/server/config';
import { DatabaseInUseError } from '@/lib/server/db/pglite-lock';

// Straight to stderr: by the time some parts fail, the console already writes JSON (decision 240).
const say = (text: string) => process.stderr.write(`${text}\n`);

/** One clear line for the errors a person can fix; a stack trace only for the ones we cannot explain. */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof ConfigError) {
    say(`Configuration error: ${error.message}`);
  } else if (error instanceof DatabaseInUseError) {
    say(`Database error: ${error.message}`);
  } else if (error instanceof Error && /ECONNREFUSED|ENOTFOUND|password authentication|does not exist|EAI_AGAIN/.test(`${error.message} ${String((error as { code?: string }).code)}`)) {
    say(`Database error: could not use DATABASE_URL (${error.message.split('\n')[0]})`);
  } else if (error instanceof Error && /^--/.test(error.message)) {
    say(error.message);
  } else {
    say(inspect(error));
  }
  process.exit(1);
}
