import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField, dateFieldValue, type DateFieldPart } from './date-field';
import { axeViolations } from './testing/axe';

const LABELS = { day: 'Day', month: 'Month', year: 'Year' };
const DAY_FIRST: DateFieldPart[] = ['day', 'month', 'year'];
const MONTH_FIRST: DateFieldPart[] = ['month', 'day', 'year'];

function Controlled({ order, initial = '', onChange }: { order: DateFieldPart[]; initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      id="birthday"
      label="Date of birth"
      order={order}
      partLabels={LABELS}
      value={value}
      hint="Never shown on your profile."
      birthday
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const boxNames = () =>
  within(screen.getByRole('group', { name: 'Date of birth' }))
    .getAllByRole('textbox')
    .map((box) => box.getAttribute('id'));

describe('the date field', () => {
  it('puts the day first for a day-first locale and the month first for a month-first one', () => {
    const { unmount } = render(<Controlled order={DAY_FIRST} />);
    expect(boxNames()).toEqual(['birthday-day', 'birthday-month', 'birthday-year']);
    unmount();
    render(<Controlled order={MONTH_FIRST} />);
    expect(boxNames()).toEqual(['birthday-month', 'birthday-day', 'birthday-year']);
  });

  it('gives the form YYYY-MM-DD as the boxes fill, moving on when a box is full', async () => {
    const onChange = vi.fn();
    render(<Controlled order={DAY_FIRST} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Day'), '15');
    expect(screen.getByLabelText('Month')).toHaveFocus();
    await userEvent.keyboard('06');
    expect(screen.getByLabelText('Year')).toHaveFocus();
    await userEvent.keyboard('1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-06-15');
    expect(screen.getByLabelText('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription('Never shown on your profile.');
  });

  it('keeps only digits, and passes a date typed in part on for the form to refuse', async () => {
    const onChange = vi.fn();
    render(<Controlled order={MONTH_FIRST} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Month'), '6x');
    expect(screen.getByLabelText('Month')).toHaveValue('6');
    expect(onChange).toHaveBeenLastCalledWith('-06-');
    await userEvent.clear(screen.getByLabelText('Month'));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows a stored date in its boxes, read-only when asked', () => {
    render(<DateField id="b" label="Date of birth" order={DAY_FIRST} partLabels={LABELS} value="1990-05-20" readOnly />);
    expect(screen.getByLabelText('Day')).toHaveValue('20');
    expect(screen.getByLabelText('Month')).toHaveValue('05');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
    expect(screen.getByLabelText('Year')).toHaveAttribute('readonly');
  });

  it('marks every box invalid and describes them with the error', async () => {
    const { container } = render(
      <DateField id="b" label="Date of birth" order={DAY_FIRST} partLabels={LABELS} value="" error="You must be at least 18 years old" />,
    );
    for (const box of screen.getAllByRole('textbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('You must be at least 18 years old');
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it('writes the value of three boxes', () => {
    expect(dateFieldValue({ day: '', month: '', year: '' })).toBe('');
    expect(dateFieldValue({ day: '5', month: '6', year: '1990' })).toBe('1990-06-05');
  });
});
