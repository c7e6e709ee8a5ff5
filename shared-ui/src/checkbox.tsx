import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import './choice.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  /** May hold links (the terms); it names the checkbox. */
  label: ReactNode;
  /** Below the label, read as the checkbox's description. */
  hint?: string;
  /** Shown below; a blank message only marks the checkbox invalid. */
  error?: string;
  /** 'chip': a pill, for one of many options in a row (filters). */
  appearance?: 'default' | 'chip';
}

/** A checkbox in the brand's style with its label beside it (the whole row is a 44 px target). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { id, label, hint, error, appearance = 'default', className, ...input },
  ref,
) {
  const box = (
    <input
      id={id}
      ref={ref}
      type="checkbox"
      className="ui-check-input"
      aria-invalid={error !== undefined ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      {...input}
    />
  );
  if (appearance === 'chip') {
    // A chip is one target: the label holds the box, so a tap anywhere on the pill toggles it.
    return (
      <label className={className ? `ui-chip ${className}` : 'ui-chip'}>
        {box}
        <span>{label}</span>
      </label>
    );
  }
  return (
    <div className={className ? `ui-check-field ${className}` : 'ui-check-field'}>
      <div className="ui-check">
        {box}
        <label className="ui-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});
