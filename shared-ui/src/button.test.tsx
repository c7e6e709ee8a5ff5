import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ButtonLink, buttonClassName } from './button';
import { axeViolations } from './testing/axe';

describe('the button', () => {
  it('does not submit the form it sits in unless it says it is the submit button', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <Button>Back</Button>
        <Button type="submit">Next</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('while loading says it is busy, keeps the words it is given and cannot be pressed again', async () => {
    const press = vi.fn();
    const { rerender } = render(<Button onClick={press}>Sign in</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    rerender(
      <Button onClick={press} loading>
        Signing in…
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Signing in…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(press).toHaveBeenCalledTimes(1);
  });

  it('looks like its variant and size, and lends that look to a link', () => {
    render(
      <>
        <Button variant="danger" size="lg">
          Deactivate
        </Button>
        <ButtonLink href="/help" variant="secondary">
          Help centre
        </ButtonLink>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Deactivate' })).toHaveClass('ui-button', 'ui-button-danger', 'ui-button-lg');
    const link = screen.getByRole('link', { name: 'Help centre' });
    expect(link).toHaveAttribute('href', '/help');
    expect(link).toHaveClass('ui-button-secondary');
    expect(buttonClassName({ variant: 'ghost', block: true })).toBe('ui-button ui-button-ghost ui-button-md ui-button-block');
  });

  it('has no axe violations in any variant', async () => {
    const { container } = render(
      <div>
        {(['primary', 'secondary', 'ghost', 'danger', 'link'] as const).map((variant) => (
          <Button key={variant} variant={variant} loading={variant === 'primary'}>
            {variant}
          </Button>
        ))}
        <ButtonLink href="/prices">Prices</ButtonLink>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
