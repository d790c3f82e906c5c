import { ConfigError } from '@/lib/server/config';
import { DatabaseInUseError } from '@/lib/server/db/pglite-lock';

/** One clear line for the errors a person can fix; a stack trace only for the ones we cannot explain. */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else if (error instanceof DatabaseInUseError) {
    console.error(`Database error: ${error.message}`);
  } else if (error instanceof Error && /ECONNREFUSED|ENOTFOUND|password authentication|does not exist|EAI_AGAIN/.test(`${error.message} ${String((error as { code?: string }).code)}`)) {
    console.error(`Database error: could not use DATABASE_URL (${error.message.split('\n')[0]})`);
  } else if (error instanceof Error && /^--/.test(error.message)) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
