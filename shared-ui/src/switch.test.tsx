import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Switch } from './switch';
import { axeViolations } from './testing/axe';

function Setting({ onSave }: { onSave: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      id="notify"
      label="Notify me by e-mail"
      hint="We write to anna@example.com."
      checked={on}
      onChange={(event) => {
        setOn(event.target.checked);
        onSave(event.target.checked);
      }}
    />
  );
}

describe('the switch', () => {
  it('is a switch named by its label, turned on and off by a tap or Space', async () => {
    const onSave = vi.fn();
    const { container } = render(<Setting onSave={onSave} />);
    const toggle = screen.getByRole('switch', { name: 'Notify me by e-mail' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('We write to anna@example.com.');
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('Notify me by e-mail'));
    expect(onSave.mock.calls).toEqual([[true], [false], [true]]);
    expect(await axeViolations(container)).toEqual([]);
  });
});
