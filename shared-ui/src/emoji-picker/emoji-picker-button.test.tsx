import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { EmojiPickerButton, type EmojiPickerButtonProps } from './emoji-picker-button';
import { memoryRecentStorage } from './recent-storage';

const ALL_BUT_ACTIVITIES = ['smileys_people', 'animals_nature', 'food_drink', 'travel_places', 'objects', 'symbols', 'flags'];

/** Lays the page out as a browser would: the button at `button`, the picker `picker` in size (happy-dom measures nothing). */
function layout(button: { left: number; top: number }, picker = { width: 352, height: 416 }) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function measure(this: HTMLElement) {
    return this.getAttribute('role') === 'dialog'
      ? new DOMRect(0, 0, picker.width, picker.height)
      : new DOMRect(button.left, button.top, 32, 32);
  });
}

function renderButton(props: Partial<EmojiPickerButtonProps> = {}) {
  const onSelect = vi.fn();
  const result = render(
    <div>
      <p>Outside</p>
      <EmojiPickerButton
        label="Add an emoji"
        onSelect={onSelect}
        hideSearch={false}
        native
        recentStorage={memoryRecentStorage()}
        disabledGroups={ALL_BUT_ACTIVITIES}
        {...props}
      />
    </div>,
  );
  return { ...result, onSelect, button: screen.getByRole('button', { name: 'Add an emoji' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the emoji picker button', () => {
  it('opens the picker, loaded on first open, 6 px below the button above the page’s overlays, the focus in its search', async () => {
    layout({ left: 600, top: 100 });
    const { button, container } = renderButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Emoji picker' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveStyle({ position: 'absolute', zIndex: '1000', top: 'calc(100% + 6px)', right: '0px' });
    // The picker moves the focus into its search once it has drawn (a frame later on a busy machine).
    const search = await screen.findByRole('searchbox', { name: 'Search emoji' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(await axeViolations(container)).toEqual([]);
    // The first open imports the picker and its table: slow on a busy machine.
  }, 15_000);

  it('opens above the button when placed at the top (a composer at the foot of the screen)', async () => {
    layout({ left: 8, top: 700 });
    const { button } = renderButton({ placement: 'top-start' });
    await userEvent.click(button);
    expect(screen.getByRole('dialog')).toHaveStyle({ bottom: 'calc(100% + 6px)', left: '0px' });
  });

  it('opens on the other side when the picker would leave the window where it was placed', async () => {
    // Near the top left corner, placed above and ending at the button: below, starting at it.
    layout({ left: 8, top: 20 });
    const { button } = renderButton({ placement: 'top-end' });
    await userEvent.click(button);
    expect(screen.getByRole('dialog')).toHaveStyle({ top: 'calc(100% + 6px)', left: '0px' });
  });

  it('opens as a bottom sheet the width of the screen where its sheet media matches (a phone), above an on-screen keyboard', async () => {
    layout({ left: 8, top: 700 });
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(max-width: 767.98px)',
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    // A keyboard of 300 px under a 800 px window: the visible part is its upper 500 px.
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const viewport = Object.assign(new EventTarget(), { height: 500, offsetTop: 0 });
    vi.stubGlobal('visualViewport', viewport);
    const { button } = renderButton({ placement: 'top-start', sheetMedia: '(max-width: 767.98px)' });
    await userEvent.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Emoji picker' });
    expect(sheet).toHaveClass('emoji-picker-sheet');
    expect(sheet).toHaveStyle({ position: 'fixed', left: '0px', right: '0px', bottom: '300px', maxHeight: '300px' });
    // The keyboard goes down when the picker takes the focus: the sheet follows to the screen's foot.
    viewport.height = 800;
    act(() => {
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(sheet).toHaveStyle({ bottom: '0px', maxHeight: '480px' });
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const { button } = renderButton();
    await userEvent.click(button);
    await screen.findByRole('searchbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('stays open for several emoji, or closes after one with closeOnSelect', async () => {
    const open = renderButton();
    await userEvent.click(open.button);
    await userEvent.click(await screen.findByRole('gridcell', { name: 'Balloon' }));
    await userEvent.click(screen.getByRole('gridcell', { name: 'Sparkles' }));
    expect(open.onSelect.mock.calls.map(([choice]) => choice.emoji)).toEqual(['\u{1F388}', '\u2728']);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    open.unmount();
    const once = renderButton({ closeOnSelect: true });
    await userEvent.click(once.button);
    await userEvent.click(await screen.findByRole('gridcell', { name: 'Balloon' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(once.button).toHaveFocus();
  });

  it('closes on a click elsewhere on the page', async () => {
    const { button } = renderButton();
    await userEvent.click(button);
    await screen.findByRole('searchbox');
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
