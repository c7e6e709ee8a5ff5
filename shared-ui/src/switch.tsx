import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import './choice.css';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

/**
 * An on/off setting that takes effect at once (role="switch" on a real checkbox, so Space toggles
 * it and screen readers say on or off). In a form that is saved with a button, use a Checkbox.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { id, label, hint, error, className, checked, defaultChecked, onChange, ...input },
  ref,
) {
  // Its own state when the caller gives none, so aria-checked always says what is shown.
  const [ownChecked, setOwnChecked] = useState(Boolean(defaultChecked));
  const on = checked ?? ownChecked;
  return (
    <div className={className ? `ui-switch-field ${className}` : 'ui-switch-field'}>
      <div className="ui-switch-row">
        <label className="ui-switch-label" htmlFor={id}>
          {label}
        </label>
        <span className="ui-switch">
          <input
            id={id}
            ref={ref}
            type="checkbox"
            role="switch"
            checked={on}
            aria-checked={on}
            onChange={(event) => {
              setOwnChecked(event.target.checked);
              onChange?.(event);
            }}
            className="ui-switch-input"
            aria-invalid={error !== undefined ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            {...input}
          />
          <span className="ui-switch-track" aria-hidden="true">
            <span className="ui-switch-thumb" />
          </span>
        </span>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});
