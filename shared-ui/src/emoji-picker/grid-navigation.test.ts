import { describe, expect, it } from 'vitest';
import { moveInGrid, type GridKey, type GridPosition } from './grid-navigation';

// Three groups of 10, 3 and 9 emoji in rows of 4:
//   group 0: 0 1 2 3 / 4 5 6 7 / 8 9
//   group 1: 0 1 2
//   group 2: 0 1 2 3 / 4 5 6 7 / 8
const SIZES = [10, 3, 9];
const move = (from: GridPosition, key: GridKey) => moveInGrid(SIZES, from, key, 4);
const at = (group: number, index: number): GridPosition => ({ group, index });

describe('moving in the emoji grid', () => {
  it('runs left and right through every emoji, across groups, and stops at the ends', () => {
    expect(move(at(0, 9), 'ArrowRight')).toEqual(at(1, 0));
    expect(move(at(1, 0), 'ArrowLeft')).toEqual(at(0, 9));
    expect(move(at(0, 0), 'ArrowLeft')).toEqual(at(0, 0));
    expect(move(at(2, 8), 'ArrowRight')).toEqual(at(2, 8));
  });

  it('keeps the column going up and down inside a group, to the nearest emoji of a short row', () => {
    expect(move(at(0, 1), 'ArrowDown')).toEqual(at(0, 5));
    expect(move(at(0, 6), 'ArrowDown')).toEqual(at(0, 9));
    expect(move(at(0, 5), 'ArrowUp')).toEqual(at(0, 1));
  });

  it('crosses into the next or previous group in the same column, or its nearest emoji', () => {
    expect(move(at(0, 9), 'ArrowDown')).toEqual(at(1, 1));
    expect(move(at(0, 8), 'ArrowDown')).toEqual(at(1, 0));
    expect(move(at(1, 2), 'ArrowDown')).toEqual(at(2, 2));
    expect(move(at(2, 3), 'ArrowUp')).toEqual(at(1, 2));
    expect(move(at(1, 1), 'ArrowUp')).toEqual(at(0, 9));
    expect(move(at(1, 2), 'ArrowUp')).toEqual(at(0, 9));
  });

  it('stays put at the top and bottom edges, and jumps to the ends with Home and End', () => {
    expect(move(at(0, 2), 'ArrowUp')).toEqual(at(0, 2));
    expect(move(at(2, 6), 'ArrowDown')).toEqual(at(2, 8));
    expect(move(at(2, 8), 'ArrowDown')).toEqual(at(2, 8));
    expect(move(at(1, 1), 'Home')).toEqual(at(0, 0));
    expect(move(at(0, 3), 'End')).toEqual(at(2, 8));
  });
});
