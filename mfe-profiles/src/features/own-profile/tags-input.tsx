import { useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { Button } from '@heartline/ui';

interface TagsInputProps {
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  hint?: string;
  /** The longest tag the box takes (the form's schema says so too, for tags already stored). */
  maxLength?: number;
}

/** Free tags: type one and press Enter (or Add); each tag has its own remove button. */
export function TagsInput({ label, tags, onChange, error, hint, maxLength }: TagsInputProps) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const tag = text.trim().replace(/,$/, '');
    if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) onChange([...tags, tag]);
    setText('');
  };
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field ui-field tags-input">
      <label className="ui-field-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      {tags.length > 0 && (
        <ul className="tags-input-list" aria-label={t('tags-input.chosen', { label })}>
          {tags.map((tag) => (
            <li key={tag}>
              <span>{tag}</span>
              <button
                type="button"
                className="tags-input-remove"
                aria-label={t('tags-input.remove', { tag })}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="inline-action">
        <input
          id={`${id}-input`}
          className="ui-control"
          type="text"
          value={text}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add}>
          {t('tags-input.add')}
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint ui-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error ui-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
