import { ChoiceFieldset, type ChoiceGroupProps, type ChoiceOption } from './choice-group';
import './field.css';
import './choice.css';

export interface SegmentedControlProps<V extends string> extends ChoiceGroupProps<V> {
  /** Two to four short choices ("a man", "a woman"); more, or longer ones, read better as RadioCards. */
  options: readonly ChoiceOption<V>[];
}

/**
 * One choice out of a few, as joined segments: real radios under a legend (arrow keys move
 * between them, screen readers hear "a man, radio button, 1 of 2, I am").
 */
export function SegmentedControl<V extends string>({ options, ...group }: SegmentedControlProps<V>) {
  return (
    <ChoiceFieldset
      group={{ ...group, baseClassName: 'ui-segmented-field' }}
      bodyClassName="ui-segmented"
      options={options}
      renderOption={(option, radio) => (
        <label className="ui-segment">
          {radio}
          <span className="ui-segment-text">{option.label}</span>
        </label>
      )}
    />
  );
}
