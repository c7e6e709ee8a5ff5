// Rows read as JSON (row_to_json, columns by their SQL names) mapped as drizzle maps them with the
// same columns: what the one-statement writes (member-send.ts, staff-reply.ts) answer.
import type { PgColumn } from 'drizzle-orm/pg-core';

export function fromJson<Row>(columns: Record<string, PgColumn>, json: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    const read = json[column.name];
    row[field] = read === null || read === undefined ? null : column.mapFromDriverValue(read);
  }
  return row as Row;
}
