import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import './field.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  hint?: string;
  /** Shown below the field; a blank message only marks the field invalid. */
  error?: string;
}

/** A labelled multi-line text box, its hint and error tied to it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, hint, error, className, ...textarea },
  ref,
) {
  return (
    <div className="field ui-field">
      <label className="ui-field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        className={className ? `ui-control ${className}` : 'ui-control'}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});
