import { forwardRef, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown beside the field; a blank message only marks the field invalid. */
  error?: string;
}

/** A labelled input with its error beside it, tied together for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, error, ...input }, ref) {
  const message = error?.trim();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...input}
      />
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
});
