// Reading PostgreSQL's `explain (format json)` plans in tests: the nodes the assertions look at.

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
