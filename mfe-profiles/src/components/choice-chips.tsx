import { useId } from 'react';
import { Checkbox } from '@heartline/ui';

interface ChoiceChipsProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  selected: readonly T[];
  label: (option: T) => string;
  onChange: (selected: T[]) => void;
}

/** "Any of these" as chips: every option a real, labelled checkbox (@heartline/ui's chip), under a legend. */
export function ChoiceChips<T extends string>({ legend, name, options, selected, label, onChange }: ChoiceChipsProps<T>) {
  const id = useId();
  return (
    <fieldset className="ui-fieldset choice-chips">
      <legend className="ui-field-label">{legend}</legend>
      <div className="chip-list">
        {options.map((option) => {
          const checked = selected.includes(option);
          return (
            <Checkbox
              key={option}
              id={`${id}-${option}`}
              appearance="chip"
              name={name}
              value={option}
              label={label(option)}
              checked={checked}
              onChange={() => onChange(checked ? selected.filter((value) => value !== option) : [...selected, option])}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
