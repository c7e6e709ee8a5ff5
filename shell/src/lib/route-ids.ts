import type { LayoutId } from '@heartline/contracts';

/** The id of the layout route a remote's routes are patched under. */
export function layoutRouteId(layout: LayoutId): string {
  return `layout:${layout}`;
}
