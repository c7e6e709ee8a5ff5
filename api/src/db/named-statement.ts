// A statement of raw SQL (data-modifying CTEs, aggregates the query builder does not write), its
// values as `sql.placeholder`s, prepared under a name: written once, parsed once per connection,
// and on the generic plans' pool (client.ts) planned once per connection. Rows come back as
// PostgreSQL names their columns. On a transaction, prepare it for that transaction's connection.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/** The statement's text and parameters, written once. */
export type NamedQuery = ReturnType<PgDialect['sqlToQuery']>;

export const writeStatement = (statement: SQL): NamedQuery => dialect.sqlToQuery(statement);

/** `on`: a database or a transaction (anything with drizzle's session). */
export function prepareNamed(on: Pick<Database, '_'>, name: string, query: NamedQuery) {
  return on._.session.prepareQuery(query, undefined, name, false);
}
