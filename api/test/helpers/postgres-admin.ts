// The PostgreSQL server the tests create their databases on (HEARTLINE_TEST_POSTGRES_URL).
import pg from 'pg';

const POSTGRES_ADMIN_URL = process.env.HEARTLINE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `run` on a connection to the server's admin database (to create and drop databases). */
export async function postgresAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The connection string of database `name` on the same server. */
postgresAdmin.urlOf = (name: string): string => {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
