import { useId } from 'react';

export interface NumberRange {
  min: number;
  max: number;
}

interface RangeFieldProps {
  legend: string;
  minLabel: string;
  maxLabel: string;
  bounds: NumberRange;
  value: NumberRange;
  step?: number;
  /** How a value reads, on screen and to a screen reader (e.g. 5′ 6″). */
  format: (value: number) => string;
  onChange: (value: NumberRange) => void;
}

/**
 * A range as two sliders, each labelled and read with its unit. Moving one past the other pushes
 * the other along, so the range can never be upside down.
 */
export function RangeField({ legend, minLabel, maxLabel, bounds, value, step = 1, format, onChange }: RangeFieldProps) {
  const id = useId();
  return (
    <fieldset className="field range-field">
      <legend>{legend}</legend>
      <output className="range-field-value" htmlFor={`${id}-min ${id}-max`} aria-live="off">
        {format(value.min)} – {format(value.max)}
      </output>
      <label htmlFor={`${id}-min`}>{minLabel}</label>
      <input
        id={`${id}-min`}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={value.min}
        aria-valuetext={format(value.min)}
        onChange={(event) => {
          const min = Number(event.target.value);
          onChange({ min, max: Math.max(min, value.max) });
        }}
      />
      <label htmlFor={`${id}-max`}>{maxLabel}</label>
      <input
        id={`${id}-max`}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={value.max}
        aria-valuetext={format(value.max)}
        onChange={(event) => {
          const max = Number(event.target.value);
          onChange({ min: Math.min(value.min, max), max });
        }}
      />
    </fieldset>
  );
}
