import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SegmentedControl } from './segmented-control';
import { axeViolations } from './testing/axe';

const GENDERS = [
  { value: 'man', label: 'a man' },
  { value: 'woman', label: 'a woman' },
] as const;

describe('the segmented control', () => {
  it('is a group of radios named by its legend; a controlled one reports the choice', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<'man' | 'woman'>('man');
      return (
        <SegmentedControl
          id="gender"
          legend="I am"
          name="gender"
          options={GENDERS}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            onValueChange(next);
          }}
        />
      );
    }
    const { container } = render(<Controlled />);
    const group = screen.getByRole('group', { name: 'I am' });
    expect(within(group).getByRole('radio', { name: 'a man' })).toBeChecked();
    await userEvent.click(within(group).getByText('a woman'));
    expect(within(group).getByRole('radio', { name: 'a woman' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'a man' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('woman');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('hands every radio the same props (a form library’s registration) and ties the error to each', async () => {
    const onChange = vi.fn();
    render(
      <SegmentedControl
        id="looking"
        legend="Looking for"
        options={GENDERS}
        radioProps={{ name: 'lookingFor', onChange }}
        error="Please choose one."
      />,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(['lookingFor', 'lookingFor']);
    for (const radio of radios) expect(radio).toHaveAccessibleDescription('Please choose one.');
    await userEvent.click(screen.getByRole('radio', { name: 'a woman' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'a woman' })).toBeChecked();
  });
});
