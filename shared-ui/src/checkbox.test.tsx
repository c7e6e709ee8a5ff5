import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Checkbox } from './checkbox';
import { axeViolations } from './testing/axe';

describe('the checkbox', () => {
  it('toggles from its label and passes the input its ref and attributes', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(
      <Checkbox
        id="adult"
        name="adult"
        label="I confirm that I am 18 or older"
        ref={ref}
        onChange={(event) => onChange(event.target.checked)}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older' });
    expect(ref.current).toBe(box);
    await userEvent.click(screen.getByText('I confirm that I am 18 or older'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('keeps a link in its label a link, and ties its hint and error to the box', async () => {
    const { container } = render(
      <Checkbox
        id="terms"
        label={
          <>
            I accept the <a href="/terms">Terms</a>
          </>
        }
        hint="You can read them again at any time."
        error="Please accept the terms."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the Terms' });
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You can read them again at any time. Please accept the terms.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('as a chip, the whole pill toggles it', async () => {
    const { container } = render(
      <fieldset>
        <legend>Hair</legend>
        <Checkbox id="red" label="Red" appearance="chip" />
        <Checkbox id="black" label="Black" appearance="chip" defaultChecked />
      </fieldset>,
    );
    const red = screen.getByRole('checkbox', { name: 'Red' });
    await userEvent.click(red.closest('label')!);
    expect(red).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Black' })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });
});
