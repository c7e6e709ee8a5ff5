import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-field';
import { axeViolations } from './testing/axe';

describe('the password field', () => {
  it('shows and hides what is typed with a switch named after the field', async () => {
    render(<PasswordField id="current" label="Current password" showLabel="Show" />);
    const input = screen.getByLabelText('Current password');
    const toggle = screen.getByRole('button', { name: 'Show current password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'current');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('describes the input by its hint, then its error', () => {
    render(
      <PasswordField
        id="next"
        label="New password"
        showLabel="Show"
        hint="At least 8 characters."
        error="Please enter at least 8 symbols"
      />,
    );
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters. Please enter at least 8 symbols');
  });

  it('marks the input invalid without a message when the error is blank', () => {
    render(<PasswordField id="confirm" label="Repeat the new password" showLabel="Show" error="" />);
    const input = screen.getByLabelText('Repeat the new password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAccessibleDescription();
  });
});

describe('the eye button', () => {
  it('sits inside the field, drawn as an icon, and shows the password in the same input', async () => {
    const { container } = render(<PasswordField id="password" label="Password" showLabel="Show" defaultValue="correct-horse" />);
    const input = screen.getByLabelText('Password');
    const eye = screen.getByRole('button', { name: 'Show password' });
    // One box: the input and its button share the field's frame.
    expect(eye.parentElement).toBe(input.parentElement);
    expect(eye.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(eye);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('correct-horse');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is reached by Tab after the input and toggled with the keyboard', async () => {
    render(<PasswordField id="password" label="Password" showLabel="Show" />);
    await userEvent.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
