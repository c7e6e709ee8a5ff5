import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextAreaField } from './text-area-field';
import { axeViolations } from './testing/axe';

describe('the text area field', () => {
  it('is a labelled multi-line box with its error tied to it', async () => {
    const { container } = render(<TextAreaField id="about" label="About me" error="Please tell us a little about you." />);
    const box = screen.getByRole('textbox', { name: 'About me' });
    await userEvent.type(box, 'Walks{Enter}and talks');
    expect(box).toHaveValue('Walks\nand talks');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please tell us a little about you.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
