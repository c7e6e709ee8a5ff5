import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import { EyeIcon, EyeOffIcon } from './icons/eye-icons';
import './base.css';
import './field.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  /** The eye button's word ("Show"); its accessible name adds the field's label ("Show current password"). */
  showLabel: string;
  /** Shown below the field; a blank message only marks the field invalid. */
  error?: string;
  hint?: string;
}

/**
 * A labelled password input with an eye button inside it that shows or hides what is typed (a
 * real button: aria-pressed says whether the password is shown), its hint and error tied to it.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { id, label, showLabel, error, hint, className, ...input },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field ui-field">
      <label className="ui-field-label" htmlFor={id}>
        {label}
      </label>
      <span className="ui-password">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={className ? `ui-control ${className}` : 'ui-control'}
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
        <button
          type="button"
          className="ui-password-toggle"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
          {/* One name whatever the state ("Show current password"); aria-pressed says whether it is shown. */}
          <span className="visually-hidden">
            {showLabel} {label.toLowerCase()}
          </span>
        </button>
      </span>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});
