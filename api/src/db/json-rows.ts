// Rows read as JSON (row_to_json, columns by their SQL names) mapped as drizzle maps them with the
// same columns: what the one-statement writes (messaging's member-send.ts, staff-reply.ts) and the
// reads that bring several tables' rows in one round trip (staff-view.ts, a member's staff file,
// a profile's staff file) answer.
import type { PgColumn } from 'drizzle-orm/pg-core';

export function fromJson<Row>(columns: Record<string, PgColumn>, json: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    const read = json[column.name];
    row[field] = read === null || read === undefined ? null : column.mapFromDriverValue(read);
  }
  return row as Row;
}

/** `"a", "b"`: these columns' SQL names, for a subquery whose rows are read as JSON. */
export function sqlNamesOf(columns: Record<string, PgColumn>): string {
  return Object.values(columns)
    .map((column) => `"${column.name}"`)
    .join(', ');
}
