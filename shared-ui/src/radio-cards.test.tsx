import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioCards } from './radio-cards';
import { axeViolations } from './testing/axe';

const PLANS = [
  { value: 'monthly', label: 'Monthly', description: '€19.99 a month', icon: '🌙' },
  { value: 'yearly', label: 'Yearly', description: '€9.99 a month, billed yearly' },
] as const;

describe('the radio cards', () => {
  it('name each radio by its label and describe it by its line', async () => {
    const { container } = render(<RadioCards id="plan" legend="Your plan" name="plan" options={PLANS} hint="Cancel at any time." />);
    const yearly = screen.getByRole('radio', { name: 'Yearly' });
    expect(yearly).toHaveAccessibleDescription('€9.99 a month, billed yearly Cancel at any time.');
    await userEvent.click(screen.getByText('€9.99 a month, billed yearly'));
    expect(yearly).toBeChecked();
    expect(screen.getByRole('group', { name: 'Your plan' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
