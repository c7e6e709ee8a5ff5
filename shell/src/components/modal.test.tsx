import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

describe('the popup frame', () => {
  it('closes with its close button and with Escape', async () => {
    const onClose = vi.fn();
    render(
      <Modal title="Hello" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent(screen.getByText('Body').closest('dialog')!, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no close button and ignores Escape when the popup must be answered', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Terms" onClose={onClose} dismissible={false}>
        <button type="button">Accept</button>
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByText('Accept').closest('dialog')!, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });
});
