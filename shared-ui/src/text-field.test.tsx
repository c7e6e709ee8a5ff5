import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { TextField } from './text-field';
import { axeViolations } from './testing/axe';

describe('the text field', () => {
  it('is named by its label and passes the input its attributes and ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField id="email" label="Email address" type="email" autoComplete="email" ref={ref} />);
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(ref.current).toBe(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('ties its error to the input and marks it invalid', () => {
    render(<TextField id="email" label="Email address" error="please enter a valid email address" />);
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('please enter a valid email address');
  });

  it('marks the input invalid without a message when the error is blank', () => {
    render(<TextField id="code" label="Code" error=" " />);
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAccessibleDescription();
    expect(document.getElementById('code-error')).toBeNull();
  });
});

describe('the text field with a hint', () => {
  it('reads the hint, then the error, with the input', async () => {
    const { container } = render(
      <TextField id="username" label="Username" hint="Letters, digits and _ only." error="This username is taken." />,
    );
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Letters, digits and _ only. This username is taken.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
