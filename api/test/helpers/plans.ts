// Reading PostgreSQL's `explain (format json)` plans in tests: the nodes the assertions look at.

import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

export interface PlanNode {
  'Node Type': string;
  'Subplan Name'?: string;
  'Heap Fetches'?: number;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/** Every node of the plan (this one and all below it) that passes `test`, in depth-first order. */
export function collect(node: PlanNode, test: (node: PlanNode) => boolean): PlanNode[] {
  return [...(test(node) ? [node] : []), ...(node.Plans ?? []).flatMap((child) => collect(child, test))];
}

/** The first node that passes `test`. */
export function findPlan(node: PlanNode, test: (node: PlanNode) => boolean): PlanNode | undefined {
  return collect(node, test)[0];
}

/**
 * Vacuums `table` until its visibility map says every page is all-visible, the precondition of a
 * plan check that counts heap fetches. One vacuum is not always enough on a busy server: while
 * another backend in the database holds an older snapshot (autovacuum analysing a table the test
 * just changed does), the rows the test updated are not yet visible to all, and the vacuum leaves
 * their pages as they were. The next vacuum, once that snapshot is gone, marks them.
 */
export async function vacuumUntilAllVisible(db: Database, table: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await db.execute(sql.raw(`vacuum ${table}`));
    const result = await db.execute(sql`select relpages, relallvisible from pg_class where oid = ${table}::regclass`);
    // Both drivers answer { rows } (node-postgres and PGlite).
    const [row] = (result as unknown as { rows: { relpages: number; relallvisible: number }[] }).rows;
    if (row && Number(row.relallvisible) >= Number(row.relpages)) return;
    if (Date.now() > deadline)
      throw new Error(`${table}: ${row?.relallvisible} of ${row?.relpages} pages all-visible after vacuuming for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
