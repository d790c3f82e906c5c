/** The database of this pass, for figures' labels: DATABASE_URL named a Postgres server, or PGlite. */
export const databaseLabel = () => (process.env.RELIABILITY_POSTGRES_URL ? 'Postgres' : 'PGlite');
