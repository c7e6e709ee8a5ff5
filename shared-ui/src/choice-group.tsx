import { Fragment, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy, FieldMessages } from './field-messages';

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  /** A line below the label: read as the radio's description, not as part of its name. */
  description?: string;
}

/** The ids of an option's label and description, for the option's own markup. */
export interface ChoiceOptionIds {
  label: string;
  description: string;
}

/**
 * What the radios of a group take. Controlled: `value` and `onValueChange`. Or hand every radio
 * the same props, e.g. react-hook-form's `register('gender')` as `radioProps`.
 */
export interface ChoiceGroupProps<V extends string> {
  /** Names the group (its legend). */
  legend: string;
  /** The radios' shared name (taken from radioProps when it has one). */
  name?: string;
  value?: V;
  /** Uncontrolled: the choice made at first. */
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  radioProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'checked'> & { ref?: Ref<HTMLInputElement> };
  /** The id the hint and error are tied by (`${id}-hint`, `${id}-error`). */
  id: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** A fieldset of radios: the legend names the group, the hint and error describe every radio. */
export function ChoiceFieldset<V extends string>({
  group,
  bodyClassName,
  options,
  renderOption,
}: {
  group: ChoiceGroupProps<V> & { baseClassName: string };
  bodyClassName: string;
  options: readonly ChoiceOption<V>[];
  renderOption: (option: ChoiceOption<V>, radio: ReactNode, ids: ChoiceOptionIds) => ReactNode;
}) {
  const { legend, name, value, defaultValue, onValueChange, radioProps, id, hint, error, disabled, className, baseClassName } = group;
  const description = describedBy(id, hint, error);
  const classes = ['ui-fieldset', baseClassName, error !== undefined ? 'ui-fieldset-invalid' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={classes} disabled={disabled}>
      <legend className="ui-field-label">{legend}</legend>
      <div className={bodyClassName}>
        {options.map((option) => {
          const checked = value === undefined ? undefined : value === option.value;
          const ids = { label: `${id}-${option.value}-label`, description: `${id}-${option.value}-description` };
          const radio = (
            <input
              type="radio"
              className="ui-choice-input"
              name={name}
              value={option.value}
              checked={checked}
              defaultChecked={value === undefined && defaultValue !== undefined ? defaultValue === option.value : undefined}
              aria-labelledby={option.description ? ids.label : undefined}
              aria-describedby={[option.description ? ids.description : '', description ?? ''].filter(Boolean).join(' ') || undefined}
              {...radioProps}
              onChange={(event) => {
                radioProps?.onChange?.(event);
                if (event.target.checked) onValueChange?.(option.value);
              }}
            />
          );
          return <Fragment key={option.value}>{renderOption(option, radio, ids)}</Fragment>;
        })}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
