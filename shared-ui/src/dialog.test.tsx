import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, OVERLAY_Z_INDEX, type DialogProps } from './dialog';
import { SearchCombobox } from './search-combobox';
import { axeViolations } from './testing/axe';

/** A page with a button that opens the dialog, as a member would meet it. */
function Page({ onClose, ...props }: Partial<DialogProps>) {
  const [shown, setShown] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setShown(true)}>
        Delete photo…
      </button>
      {shown && (
        <Dialog
          title="Delete this photo?"
          closeLabel="Close"
          describedBy="delete-text"
          onClose={() => {
            onClose?.();
            setShown(false);
          }}
          {...props}
        >
          <p id="delete-text">It disappears from your profile.</p>
          <label htmlFor="reason">Reason</label>
          <input id="reason" />
          <button type="button">Delete</button>
        </Dialog>
      )}
    </main>
  );
}

async function open(props: Partial<DialogProps> = {}) {
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Delete photo…' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Delete this photo?' }) };
}

const layerOf = (dialog: HTMLElement) => dialog.parentElement!;

describe('the dialog', () => {
  it('is named by its title, described by its text, takes the focus and passes axe', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('It disappears from your profile.');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Delete this photo?' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { dialog } = await open();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getByRole('button', { name: 'Delete' });
    last.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes on Escape and on its close button, giving the focus back to the opener', async () => {
    const onClose = vi.fn();
    const { opener } = await open({ onClose });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('must be answered when not dismissible: no close button, Escape and the backdrop do nothing', async () => {
    const onClose = vi.fn();
    const { dialog } = await open({ onClose, dismissible: false, backdrop: 'close' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(layerOf(dialog));
    expect(dialog).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ignores a click on the backdrop by default', async () => {
    const { dialog } = await open();
    await userEvent.click(layerOf(dialog));
    expect(dialog).toBeInTheDocument();
  });

  it('closes on a click on the backdrop when asked to, and never on a click inside', async () => {
    const onClose = vi.fn();
    const { dialog } = await open({ onClose, backdrop: 'close' });
    await userEvent.click(within(dialog).getByText('It disappears from your profile.'));
    expect(dialog).toBeInTheDocument();
    await userEvent.click(layerOf(dialog));
    expect(dialog).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('makes the page behind inert and still, and wakes it when it closes', async () => {
    const { opener, dialog } = await open();
    const page = opener.closest('main')!.parentElement!;
    expect(page).toHaveAttribute('inert');
    expect(layerOf(dialog)).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('sits under the page loader (member spec §4: overlay 1000, loader 1001)', async () => {
    const { dialog } = await open();
    expect(OVERLAY_Z_INDEX).toBe(1000);
    expect(layerOf(dialog)).toHaveStyle({ zIndex: '1000' });
  });

  it('lets the dialog on top take Escape, and the page stays inert until the last one closes', async () => {
    function Nested() {
      const [second, setSecond] = useState(false);
      return (
        <Dialog title="First" closeLabel="Close" onClose={() => undefined}>
          <button type="button" onClick={() => setSecond(true)}>
            More
          </button>
          {second && (
            <Dialog title="Second" closeLabel="Close" onClose={() => setSecond(false)}>
              <button type="button">Done</button>
            </Dialog>
          )}
        </Dialog>
      );
    }
    const { container } = render(<Nested />);
    const first = screen.getByRole('dialog', { name: 'First' });
    await userEvent.click(within(first).getByRole('button', { name: 'More' }));
    expect(layerOf(first)).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();
    expect(first).toBeInTheDocument();
    expect(layerOf(first)).not.toHaveAttribute('inert');
    expect(within(first).getByRole('button', { name: 'More' })).toHaveFocus();
    expect(container).toHaveAttribute('inert');
  });

  it('leaves an Escape that closes a list inside to the list', async () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Where do you live?" closeLabel="Close" onClose={onClose}>
        <SearchCombobox<string>
          words={{
            label: 'City',
            hint: 'Type 2 letters.',
            listLabel: 'Cities',
            noResults: 'No city found',
            searchFailed: 'Failed',
            resultsFound: (count) => `${count} found`,
          }}
          search={async () => ['Cork', 'Cobh']}
          value=""
          optionKey={(city) => city}
          optionLabel={(city) => city}
          onPick={() => undefined}
        />
      </Dialog>,
    );
    const box = screen.getByRole('combobox', { name: 'City' });
    fireEvent.change(box, { target: { value: 'Co' } });
    await vi.waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    box.focus();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
