// A statement of raw SQL (data-modifying CTEs, aggregates the query builder does not write), its
// values as `sql.placeholder`s, prepared under a name: written once, parsed once per connection,
// and on the generic plans' pool (client.ts) planned once per connection. Rows come back as
// PostgreSQL names their columns. On a transaction, prepare it for that transaction's connection.
import { Placeholder, is, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/** The statement's text and parameters, written once. */
export type NamedQuery = ReturnType<PgDialect['sqlToQuery']>;

/**
 * Drizzle makes each use of a placeholder a parameter of its own: the member's send named its
 * member 8 times and its date 6, 26 parameters for 10 values, each converted by the driver, sent,
 * and parsed by PostgreSQL (a date's text too) on every execution. Here each placeholder is one
 * parameter, however often the statement uses it: the text's `$n` are renumbered to match. (The
 * statements' text has no `$` of its own: no dollar quoting.)
 */
export function writeStatement(statement: SQL): NamedQuery {
  const query = dialect.sqlToQuery(statement);
  const params: unknown[] = [];
  const byName = new Map<string, number>();
  const renumbered = query.params.map((param) => {
    if (is(param, Placeholder)) {
      const known = byName.get(param.name);
      if (known !== undefined) return known;
      byName.set(param.name, params.push(param));
      return params.length;
    }
    return params.push(param);
  });
  const sql = query.sql.replace(/\$(\d+)\b/g, (_match, index: string) => `$${renumbered[Number(index) - 1]}`);
  return { ...query, sql, params };
}

/** `on`: a database or a transaction (anything with drizzle's session). */
export function prepareNamed(on: Pick<Database, '_'>, name: string, query: NamedQuery) {
  return on._.session.prepareQuery(query, undefined, name, false);
}
