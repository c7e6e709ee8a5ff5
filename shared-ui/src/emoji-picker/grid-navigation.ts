// Arrow keys over the picker's groups, each a grid of rows of `columns` emoji, as one grid:
// left and right run through every emoji in reading order, up and down keep the column and cross
// into the next or previous group (to its nearest emoji when that row is shorter).

export interface GridPosition {
  group: number;
  index: number;
}

export const GRID_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
export type GridKey = (typeof GRID_KEYS)[number];

export function isGridKey(key: string): key is GridKey {
  return (GRID_KEYS as readonly string[]).includes(key);
}

/**
 * Where a key moves from `at`, given each group's number of emoji (none empty); the same position
 * when there is nowhere to go.
 */
export function moveInGrid(sizes: readonly number[], at: GridPosition, key: GridKey, columns: number): GridPosition {
  const size = sizes[at.group] ?? 0;
  const column = at.index % columns;
  const row = Math.floor(at.index / columns);
  const lastRow = (groupSize: number) => Math.floor((groupSize - 1) / columns);
  switch (key) {
    case 'ArrowRight':
      if (at.index + 1 < size) return { group: at.group, index: at.index + 1 };
      return at.group + 1 < sizes.length ? { group: at.group + 1, index: 0 } : at;
    case 'ArrowLeft':
      if (at.index > 0) return { group: at.group, index: at.index - 1 };
      return at.group > 0 ? { group: at.group - 1, index: sizes[at.group - 1]! - 1 } : at;
    case 'ArrowDown':
      if (row < lastRow(size)) return { group: at.group, index: Math.min(at.index + columns, size - 1) };
      return at.group + 1 < sizes.length ? { group: at.group + 1, index: Math.min(column, sizes[at.group + 1]! - 1) } : at;
    case 'ArrowUp': {
      if (row > 0) return { group: at.group, index: at.index - columns };
      if (at.group === 0) return at;
      const above = sizes[at.group - 1]!;
      return { group: at.group - 1, index: Math.min(lastRow(above) * columns + column, above - 1) };
    }
    case 'Home':
      return { group: 0, index: 0 };
    case 'End':
      return sizes.length > 0 ? { group: sizes.length - 1, index: sizes[sizes.length - 1]! - 1 } : at;
  }
}
