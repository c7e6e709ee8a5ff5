import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Select } from './select';
import { axeViolations } from './testing/axe';

const COUNTRIES = [
  { value: 'IE', label: 'Ireland' },
  { value: 'GB', label: 'United Kingdom' },
];

describe('the select', () => {
  it('is named by its label and changes with the member’s choice', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    render(
      <Select
        id="country"
        label="Country"
        options={COUNTRIES}
        defaultValue="IE"
        onChange={(event) => onChange(event.target.value)}
        ref={ref}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(ref.current).toBe(select);
    expect(select).toHaveValue('IE');
    await userEvent.selectOptions(select, 'United Kingdom');
    expect(select).toHaveValue('GB');
    expect(onChange).toHaveBeenCalledWith('GB');
  });

  it('takes <option> children too, and ties its hint and error to the list', async () => {
    const { container } = render(
      <Select id="sort" label="Sort by" hint="Applies at once." error="Please choose one.">
        <option value="">Choose…</option>
        <option value="age-asc">Age: youngest first</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Applies at once. Please choose one.');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });
});
