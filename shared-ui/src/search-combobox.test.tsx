import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS, SearchCombobox, type SearchComboboxProps, type SearchComboboxWords } from './search-combobox';
import { axeViolations } from './testing/axe';

interface Fruit {
  name: string;
  colour: string;
}
const APPLE = { name: 'Apple', colour: 'red' };
const APRICOT = { name: 'Apricot', colour: 'orange' };

const WORDS: SearchComboboxWords = {
  label: 'Fruit',
  hint: 'Type two letters.',
  listLabel: 'Fruits',
  noResults: 'No fruit found',
  searchFailed: 'The search failed.',
  resultsFound: (count) => `${count} fruits found`,
};

function renderCombobox(props: Partial<SearchComboboxProps<Fruit>> = {}) {
  const search = vi.fn(async (_text: string, _signal: AbortSignal): Promise<Fruit[]> => [APPLE, APRICOT]);
  const onPick = vi.fn();
  const result = render(
    <SearchCombobox<Fruit>
      words={WORDS}
      search={search}
      value=""
      optionLabel={(fruit) => `${fruit.name} (${fruit.colour})`}
      optionKey={(fruit) => fruit.name}
      onPick={onPick}
      {...props}
    />,
  );
  return {
    ...result,
    search: (props.search as typeof search | undefined) ?? search,
    onPick,
    box: screen.getByRole('combobox', { name: 'Fruit' }),
  };
}

/** Types into the box and lets the debounce run out. */
async function typeAndWait(box: HTMLElement, text: string) {
  vi.useFakeTimers();
  fireEvent.change(box, { target: { value: text } });
  await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  vi.useRealTimers();
}

describe('the search combobox', () => {
  it('searches once typing pauses, aborting the search a newer keystroke replaces', async () => {
    vi.useFakeTimers();
    const { box, search } = renderCombobox();
    fireEvent.change(box, { target: { value: 'A' } });
    fireEvent.change(box, { target: { value: 'Ap' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(search).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Ap', expect.any(AbortSignal));
    const firstSignal = search.mock.calls[0]![1];
    fireEvent.change(box, { target: { value: 'Apr' } });
    expect(firstSignal.aborted).toBe(true);
  });

  it('does not search under the minimum length, nor while disabled', async () => {
    const short = renderCombobox();
    await typeAndWait(short.box, 'A');
    expect(short.search).not.toHaveBeenCalled();
    short.unmount();
    const disabled = renderCombobox({ enabled: false });
    await typeAndWait(disabled.box, 'Apple');
    expect(disabled.search).not.toHaveBeenCalled();
  });

  it('lists the options, moves with the arrows and picks with Enter', async () => {
    const { box, onPick, container } = renderCombobox({ pickedText: (fruit) => fruit.name });
    await typeAndWait(box, 'Ap');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apple (red)', 'Apricot (orange)']);
    expect(screen.getByText('2 fruits found')).toBeInTheDocument();
    box.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(APRICOT);
    expect(box).toHaveValue('Apricot');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks with a click, showing the option label by default', async () => {
    const { box, onPick } = renderCombobox();
    await typeAndWait(box, 'Ap');
    await userEvent.click(screen.getByRole('option', { name: 'Apple (red)' }));
    expect(onPick).toHaveBeenCalledWith(APPLE);
    expect(box).toHaveValue('Apple (red)');
  });

  it('closes the list on Escape without letting the key reach a dialog around it', async () => {
    // A dialog closes on an Escape that reaches it (the shell listens above the remote's root).
    const onDialogKey = vi.fn((event: KeyboardEvent) => event.key);
    document.body.addEventListener('keydown', onDialogKey);
    const search = vi.fn(async () => [APPLE]);
    render(
      <SearchCombobox<Fruit>
        words={WORDS}
        search={search}
        value=""
        optionLabel={(fruit) => fruit.name}
        optionKey={(fruit) => fruit.name}
        onPick={vi.fn()}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await typeAndWait(box, 'Ap');
    box.focus();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onDialogKey.mock.results.map((result) => result.value)).not.toContain('Escape');
    document.body.removeEventListener('keydown', onDialogKey);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when nothing matches', async () => {
    const { box } = renderCombobox({ search: vi.fn(async () => []) });
    await typeAndWait(box, 'Zz');
    expect(screen.getByRole('option', { name: 'No fruit found' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('0 fruits found')).toBeInTheDocument();
  });

  it('tells the member the typing changed, and describes the box by its hint, then any error', async () => {
    const onType = vi.fn();
    const { box, rerender } = renderCombobox({ onType });
    expect(box).toHaveAccessibleDescription('Type two letters.');
    expect(box).not.toHaveAttribute('aria-invalid');
    fireEvent.change(box, { target: { value: 'A' } });
    expect(onType).toHaveBeenCalledWith('A');
    rerender(
      <SearchCombobox<Fruit>
        words={WORDS}
        search={vi.fn()}
        value=""
        optionLabel={(fruit) => fruit.name}
        optionKey={(fruit) => fruit.name}
        onPick={vi.fn()}
        error="This field is required"
      />,
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('This field is required Type two letters.');
  });

  it('shows a failed search as an error without marking the box invalid', async () => {
    const { box } = renderCombobox({ search: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await typeAndWait(box, 'Ap');
    expect(box).toHaveAccessibleDescription(/^The search failed\./);
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('searches again when given a new search function, and drops the old answer meanwhile', async () => {
    const first = vi.fn(async () => [APPLE]);
    const second = vi.fn(async () => [APRICOT]);
    const { box, rerender } = renderCombobox({ search: first, optionLabel: (fruit) => fruit.name });
    await typeAndWait(box, 'Ap');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apple']);
    vi.useFakeTimers();
    rerender(
      <SearchCombobox<Fruit>
        words={WORDS}
        search={second}
        value=""
        optionLabel={(fruit) => fruit.name}
        optionKey={(fruit) => fruit.name}
        onPick={vi.fn()}
      />,
    );
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    vi.useRealTimers();
    expect(second).toHaveBeenCalledWith('Ap', expect.any(AbortSignal));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apricot']);
  });
});
