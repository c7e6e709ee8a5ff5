import type { ReactNode } from 'react';
import { ChoiceFieldset, type ChoiceGroupProps, type ChoiceOption } from './choice-group';
import './field.css';
import './choice.css';

export interface RadioCardOption<V extends string = string> extends ChoiceOption<V> {
  /** A picture or emoji before the words (decorative). */
  icon?: ReactNode;
}

export interface RadioCardsProps<V extends string> extends ChoiceGroupProps<V> {
  options: readonly RadioCardOption<V>[];
  /** Columns from the tablet breakpoint (one column on a phone); default 2. */
  columns?: 1 | 2 | 3;
}

/** One choice out of several, each a card with room for a line of explanation: real radios under a legend. */
export function RadioCards<V extends string>({ options, columns = 2, ...group }: RadioCardsProps<V>) {
  return (
    <ChoiceFieldset
      group={{ ...group, baseClassName: 'ui-radio-cards-field' }}
      bodyClassName={`ui-radio-cards ui-radio-cards-${columns}`}
      options={options}
      renderOption={(option, radio, ids) => {
        const card = option as RadioCardOption<V>;
        return (
          <label className="ui-radio-card">
            {radio}
            {card.icon && (
              <span className="ui-radio-card-icon" aria-hidden="true">
                {card.icon}
              </span>
            )}
            <span className="ui-radio-card-text">
              <span id={ids.label} className="ui-radio-card-label">
                {card.label}
              </span>
              {card.description && (
                <span id={ids.description} className="ui-radio-card-description">
                  {card.description}
                </span>
              )}
            </span>
            <span className="ui-radio-card-mark" aria-hidden="true" />
          </label>
        );
      }}
    />
  );
}
