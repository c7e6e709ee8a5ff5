// A named statement (db/named-statement.ts) sends each placeholder once, however often its text
// uses it, and answers what the same statement with a parameter per use would.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareNamed, writeStatement } from '../../src/db/named-statement';
import { setupTestApp } from '../helpers/app';

const t = setupTestApp();
const value = (name: string) => sql.placeholder(name);

describe('a named statement', () => {
  it('has one parameter per placeholder, numbered in the order of first use, and other values after their own', () => {
    const written = writeStatement(
      sql`select ${value('a')}::int + ${value('b')}::int as sum, ${value('a')}::int * 2 as twice, ${'kept'}::text as literal, ${value('b')}::int - ${value('a')}::int as difference`,
    );
    expect(written.params).toHaveLength(3);
    expect(written.sql).toBe('select $1::int + $2::int as sum, $1::int * 2 as twice, $3::text as literal, $2::int - $1::int as difference');
  });

  it('answers with each value wherever it is used', async () => {
    const statement = prepareNamed(
      t.app.genericPlansDb,
      'named_statement_test',
      writeStatement(
        sql`select ${value('a')}::int + ${value('b')}::int as sum, ${value('at')}::timestamptz as at, ${value('b')}::int - ${value('a')}::int as difference, ${value('at')}::timestamptz + interval '1 day' as next_day`,
      ),
    );
    for (const [a, b] of [
      [2, 5],
      [10, 1],
    ] as const) {
      const { rows } = (await statement.execute({ a, b, at: '2026-12-03T10:00:00.000Z' })) as { rows: Record<string, unknown>[] };
      expect(rows[0]).toMatchObject({ sum: a + b, difference: b - a });
      expect(new Date(String(rows[0]!.next_day)).getTime() - new Date(String(rows[0]!.at)).getTime()).toBe(86_400_000);
    }
  });
});
