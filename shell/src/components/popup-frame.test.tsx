import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PopupFrame } from './popup-frame';

describe('the popup frame', () => {
  it('closes with its close button and with Escape', async () => {
    const onClose = vi.fn();
    render(
      <PopupFrame title="Hello" onClose={onClose}>
        <p>Body</p>
      </PopupFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no close button and ignores Escape when the popup must be answered', async () => {
    const onClose = vi.fn();
    render(
      <PopupFrame title="Terms" onClose={onClose} dismissible={false}>
        <button type="button">Accept</button>
      </PopupFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
