/** The Postgres error behind a failed query: Drizzle wraps driver errors in DrizzleQueryError (`cause`). */
function postgresError(error: unknown): { code?: unknown; constraint?: unknown } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True for a unique violation (SQLSTATE 23505), optionally of one named index or constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = postgresError(error);
  if (pg?.code !== '23505') return false;
  return constraint === undefined || pg.constraint === constraint;
}
