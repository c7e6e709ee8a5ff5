import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sheet } from './sheet';
import { axeViolations } from './testing/axe';

describe('the sheet', () => {
  it('is the modal dialog in its sheet variant: named, focused inside, closed by Escape', async () => {
    const onClose = vi.fn();
    render(
      <Sheet title="Menu" closeLabel="Close" onClose={onClose}>
        <a href="/profiles">Profiles</a>
      </Sheet>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(sheet).toHaveClass('ui-sheet');
    expect(sheet.parentElement).toHaveClass('dialog-layer-sheet');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
