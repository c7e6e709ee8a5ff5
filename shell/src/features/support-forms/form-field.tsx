// One labelled form control with its hint and its error beside it. The control gets the ids
// that tie it to both, so a screen reader announces the label, the hint and the error together.
import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FormFieldProps {
  /** The control's id; the hint and the error ids derive from it. */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The visible '*'; the control itself carries aria-required, and the form says what '*' means. */
export function RequiredMark() {
  return <span aria-hidden="true">*</span>;
}

export function FieldHint({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={`${id}-hint`} className="field-hint">
      {text}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {message}
    </p>
  );
}

export function FormField({ id, label, required = false, hint, error, children }: FormFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} {required && <RequiredMark />}
      </label>
      <FieldHint id={id} text={hint} />
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, hint, error),
        'aria-required': required || undefined,
      })}
      <FieldError id={id} message={error} />
    </div>
  );
}
