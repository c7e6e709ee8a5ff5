import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FIRST_SCREEN_CARDS, useCardsInSlices } from './cards-in-slices';

const cards = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `card-${from + index}`);

/** Draws the hook's cards and keeps how many each committed render drew (a render that drew the same count again is left out). */
function drawn() {
  const commits: number[][] = [];
  function List({ list, allAtOnce = false }: { list: readonly string[]; allAtOnce?: boolean }) {
    const shown = useCardsInSlices(list, allAtOnce);
    useLayoutEffect(() => {
      commits.push(shown.map((card) => Number(card.slice(5))));
    });
    return null;
  }
  const counts = () => commits.map((commit) => commit.length).filter((count, index, all) => index === 0 || count !== all[index - 1]);
  return { List, counts, commits };
}

describe('the list drawn in slices', () => {
  it("draws a page that arrives as its first screen's cards, then all of it in the next render", () => {
    const { List, counts, commits } = drawn();
    const { rerender } = render(<List list={[]} />);
    rerender(<List list={cards(36)} />);
    expect(FIRST_SCREEN_CARDS).toBe(12);
    expect(counts()).toEqual([0, 12, 36]);
    expect(commits.find((commit) => commit.length > 0)).toEqual(cards(12).map((_, index) => index));
  });

  it('draws a page that is there when the list mounts (the early request) in two renders too', () => {
    const { List, counts } = drawn();
    render(<List list={cards(36)} />);
    expect(counts()).toEqual([12, 36]);
  });

  it('keeps the cards a list had when "load more" adds a page, and adds the new ones after', () => {
    const { List, counts } = drawn();
    const first = cards(36);
    const { rerender } = render(<List list={first} />);
    rerender(<List list={[...first, ...cards(36, 36)]} />);
    expect(counts()).toEqual([12, 36, 72]);
  });

  it('draws a kept list the member comes back to in one render, for its scroll position', () => {
    const { List, counts } = drawn();
    const { rerender } = render(<List list={[]} allAtOnce />);
    rerender(<List list={cards(36)} allAtOnce />);
    expect(counts()).toEqual([0, 36]);
  });

  it('draws a list shorter than a screen whole at once', () => {
    const { List, counts } = drawn();
    const { rerender } = render(<List list={[]} />);
    rerender(<List list={cards(5)} />);
    expect(counts()).toEqual([0, 5]);
  });
});
