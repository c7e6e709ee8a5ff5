import { forwardRef, type InputHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import './field.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown below the field and read with it (format, rules). */
  hint?: string;
  /** Shown below the field; a blank message only marks the field invalid. */
  error?: string;
}

/** A labelled input with its hint and error below it, tied together for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, hint, error, className, ...input },
  ref,
) {
  return (
    <div className="field ui-field">
      <label className="ui-field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        className={className ? `ui-control ${className}` : 'ui-control'}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});
