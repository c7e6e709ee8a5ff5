import { useRef, useState, type ChangeEvent } from 'react';
import { describedBy, FieldMessages } from './field-messages';
import './field.css';
import './choice.css';
import './date-field.css';

export type DateFieldPart = 'day' | 'month' | 'year';

export interface DateFieldProps {
  id: string;
  /** The legend of the three boxes, e.g. "Date of birth". */
  label: string;
  /** The order the reader's locale writes a date in: day, month, year (en-IE) or month, day, year (en-US). */
  order: readonly DateFieldPart[];
  /** Each box's own label ("Day", "Month", "Year"). */
  partLabels: Readonly<Record<DateFieldPart, string>>;
  /** `YYYY-MM-DD`, '' when empty; a date typed in part is passed on as typed, for the form to refuse. */
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  /** Shown below the boxes; a blank message only marks them invalid. */
  error?: string;
  readOnly?: boolean;
  /** The boxes are a birth date: the browser may fill them from the person's card. */
  birthday?: boolean;
  name?: string;
}

type Parts = Record<DateFieldPart, string>;

const MAX_DIGITS: Record<DateFieldPart, number> = { day: 2, month: 2, year: 4 };
const EMPTY: Parts = { day: '', month: '', year: '' };

function partsOf(value: string): Parts {
  const match = /^(\d*)-(\d*)-(\d*)/.exec(value);
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : EMPTY;
}

/** The value of three boxes: '' when all are empty, else YYYY-MM-DD (day and month padded to two digits). */
export function dateFieldValue(parts: Parts): string {
  if (!parts.day && !parts.month && !parts.year) return '';
  const pad = (digits: string) => (digits.length === 1 ? `0${digits}` : digits);
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

/**
 * A calendar date as three numeric boxes in the order the reader's locale writes it (day first for
 * en-IE, month first for en-US), as sign-up forms do: a browser's own date input follows the
 * browser's language, not the site's. Moves to the next box once one is full.
 */
export function DateField({
  id,
  label,
  order,
  partLabels,
  value,
  onChange,
  onBlur,
  hint,
  error,
  readOnly,
  birthday,
  name,
}: DateFieldProps) {
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const boxes = useRef<Partial<Record<DateFieldPart, HTMLInputElement | null>>>({});
  // A value set from outside (a reset, a stored date) replaces what the boxes hold; adjusted while
  // rendering, as React advises for state that follows a prop.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (dateFieldValue(parts) !== value) setParts(partsOf(value));
  }

  const change = (part: DateFieldPart) => (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, MAX_DIGITS[part]);
    const next = { ...parts, [part]: digits };
    setParts(next);
    onChange?.(dateFieldValue(next));
    const following = order[order.indexOf(part) + 1];
    if (following && digits.length === MAX_DIGITS[part]) boxes.current[following]?.focus();
  };

  const invalid = error !== undefined ? true : undefined;
  return (
    <fieldset className="ui-fieldset ui-date-field">
      <legend className="ui-field-label">{label}</legend>
      <div className="ui-date-parts">
        {order.map((part) => (
          <div key={part} className={`field ui-field ui-date-part ui-date-part-${part}`}>
            <label className="ui-date-part-label" htmlFor={`${id}-${part}`}>
              {partLabels[part]}
            </label>
            <input
              id={`${id}-${part}`}
              ref={(element) => {
                boxes.current[part] = element;
              }}
              name={name ? `${name}-${part}` : undefined}
              className="ui-control"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={MAX_DIGITS[part]}
              autoComplete={birthday ? `bday-${part}` : 'off'}
              value={parts[part]}
              onChange={change(part)}
              onBlur={onBlur}
              readOnly={readOnly}
              aria-invalid={invalid}
              aria-describedby={describedBy(id, hint, error)}
            />
          </div>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
