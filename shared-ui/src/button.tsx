import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import './base.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  /** primary: the one main action; secondary: outlined; ghost: quiet; danger: destructive; link: words only. */
  variant?: ButtonVariant;
  /** Every size is at least 44 px high (a touch target); sm is tighter, lg for a page's call to action. */
  size?: ButtonSize;
  /** As wide as its container. */
  block?: boolean;
  className?: string;
}

/**
 * The classes of a button's look, for an element that must stay what it is: an app's router link
 * (`<Link className={buttonClassName({ variant: 'secondary' })}>`).
 */
export function buttonClassName({ variant = 'primary', size = 'md', block = false, className }: ButtonLook = {}): string {
  return ['ui-button', `ui-button-${variant}`, `ui-button-${size}`, block ? 'ui-button-block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /**
   * Busy: a spinner, aria-busy, and no second press. The words stay the caller's (pass the busy
   * wording as children, e.g. "Signing in…").
   */
  loading?: boolean;
}

/** A button in the brand's style. `type` defaults to "button": a form's submit says so. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, className, loading = false, type = 'button', disabled, children, ...button },
  ref,
) {
  return (
    // oxlint-disable-next-line react/button-has-type -- the type is a prop, "button" by default
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...button}
    >
      {loading && <span className="ui-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
});

export interface ButtonLinkProps extends ButtonLook, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> {
  href: string;
}

/** A link that looks like a button: it goes somewhere (a page, a download), it does not act. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, block, className, children, ...anchor },
  ref,
) {
  return (
    <a ref={ref} className={buttonClassName({ variant, size, block, className })} {...anchor}>
      {children}
    </a>
  );
});
