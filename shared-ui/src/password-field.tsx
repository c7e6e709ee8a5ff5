import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import './password-field.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  /** The switch's visible word ("Show"); its accessible name adds the field's label ("Show current password"). */
  showLabel: string;
  /** Shown beside the field; a blank message only marks the field invalid. */
  error?: string;
  hint?: string;
}

/** A labelled password input with a show/hide switch, its hint and error tied to it for screen readers. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField({ id, label, showLabel, error, hint, ...input }, ref) {
  const [visible, setVisible] = useState(false);
  const message = error?.trim();
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        <button
          type="button"
          className="button-link"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {/* One name whatever the state ("Show current password"); aria-pressed says whether it is shown. */}
          {showLabel}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
});
