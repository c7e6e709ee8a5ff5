import type { UseFormRegisterReturn } from 'react-hook-form';

interface ChoiceGroupProps {
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  field: UseFormRegisterReturn;
  error?: string;
}

/** Radio buttons under a legend, with the group's error beside it. */
export function ChoiceGroup({ id, legend, options, field, error }: ChoiceGroupProps) {
  return (
    <fieldset className="field choice-group">
      <legend>{legend}</legend>
      <div className="checkbox-group">
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" value={option.value} aria-describedby={error ? `${id}-error` : undefined} {...field} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
