import type { LayoutId } from '@heartline/contracts';

/** The id of the route a remote's routes are patched under: the remote slot inside that layout (app/router.tsx). */
export function layoutRouteId(layout: LayoutId): string {
  return `layout:${layout}`;
}
