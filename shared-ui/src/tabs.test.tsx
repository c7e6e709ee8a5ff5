import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';
import { axeViolations } from './testing/axe';

const ITEMS = [
  { id: 'about', label: 'About', panel: <p>Loves the sea.</p> },
  { id: 'photos', label: 'Photos', panel: <p>Six photos.</p> },
  { id: 'details', label: 'Details', panel: <p>5′ 6″, brown eyes.</p> },
];

describe('the tabs', () => {
  it('show the selected panel, named by its tab', async () => {
    const { container } = render(<Tabs label="Profile" items={ITEMS} />);
    expect(screen.getByRole('tablist', { name: 'Profile' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveTextContent('Loves the sea.');
    expect(screen.getByText('Six photos.')).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(screen.getByRole('tabpanel', { name: 'Photos' })).toHaveTextContent('Six photos.');
    expect(screen.getByText('Loves the sea.')).not.toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('are one tab stop; the arrows, Home and End move and select, round at the ends', async () => {
    const onSelect = vi.fn();
    render(<Tabs label="Profile" items={ITEMS} onSelect={onSelect} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual(['details', 'about', 'details', 'about']);
    // Tab leaves the list for the panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveFocus();
  });

  it('follow the caller when controlled', () => {
    const { rerender } = render(<Tabs label="Profile" items={ITEMS} selectedId="details" />);
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Profile" items={ITEMS} selectedId="photos" />);
    expect(screen.getByRole('tabpanel', { name: 'Photos' })).toBeVisible();
  });
});
