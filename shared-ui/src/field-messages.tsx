// The hint and error below a field, and the ids that tie them to its control.

/** `aria-describedby` for a control: its hint, then its error (a blank error describes nothing). */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error?.trim() ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  const message = error?.trim();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-hint ui-field-hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="field-error ui-field-error">
          {message}
        </p>
      )}
    </>
  );
}
