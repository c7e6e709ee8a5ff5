import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import './field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  /** The choices; or pass <option> elements as children. */
  options?: readonly SelectOption[];
  hint?: string;
  /** Shown below the field; a blank message only marks the field invalid. */
  error?: string;
  children?: ReactNode;
}

/**
 * A labelled drop-down list: the system's own <select> (its list, keyboard and screen-reader
 * support on every phone), drawn in the brand's style with a chevron.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { id, label, options, hint, error, className, children, ...select },
  ref,
) {
  return (
    <div className="field ui-field">
      <label className="ui-field-label" htmlFor={id}>
        {label}
      </label>
      <span className="ui-select">
        <select
          id={id}
          ref={ref}
          className={className ? `ui-control ${className}` : 'ui-control'}
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...select}
        >
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      </span>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});
