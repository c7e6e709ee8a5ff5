import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND, renderWithStore } from '@heartline/remote-kit/testing';
import { BirthDateField } from './birth-date-field';

const boxes = () =>
  within(screen.getByRole('group', { name: 'Date of birth' }))
    .getAllByRole('textbox')
    .map((box) => box.getAttribute('id'));

describe('the birth date field', () => {
  it("follows the brand's locale: day, month, year on Heartline (en-IE)", async () => {
    const onChange = vi.fn();
    renderWithStore(<BirthDateField id="b" label="Date of birth" value="" onChange={onChange} />, { brand: { ...BRAND, locale: 'en-IE' } });
    expect(boxes()).toEqual(['b-day', 'b-month', 'b-year']);
    await userEvent.type(screen.getByLabelText('Day'), '15061990');
    expect(onChange).toHaveBeenLastCalledWith('1990-06-15');
  });

  it('month, day, year on Velvet Hour (en-US)', async () => {
    const onChange = vi.fn();
    renderWithStore(<BirthDateField id="b" label="Date of birth" value="" onChange={onChange} />, { brand: { ...BRAND, locale: 'en-US' } });
    expect(boxes()).toEqual(['b-month', 'b-day', 'b-year']);
    await userEvent.type(screen.getByLabelText('Month'), '06151990');
    expect(onChange).toHaveBeenLastCalledWith('1990-06-15');
  });
});
