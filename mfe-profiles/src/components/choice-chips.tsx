interface ChoiceChipsProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  selected: readonly T[];
  label: (option: T) => string;
  onChange: (selected: T[]) => void;
}

/** "Any of these" as checkboxes drawn as chips: every option a real, labelled checkbox. */
export function ChoiceChips<T extends string>({ legend, name, options, selected, label, onChange }: ChoiceChipsProps<T>) {
  return (
    <fieldset className="field choice-chips">
      <legend>{legend}</legend>
      <div className="chip-list">
        {options.map((option) => {
          const checked = selected.includes(option);
          return (
            <label key={option} className={checked ? 'chip chip-checked' : 'chip'}>
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(checked ? selected.filter((value) => value !== option) : [...selected, option])}
              />
              {label(option)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
