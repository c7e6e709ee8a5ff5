import { useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';

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
    <div className="field tags-input">
      <label htmlFor={`${id}-input`}>{label}</label>
      {tags.length > 0 && (
        <ul className="interest-tags" aria-label={t('tags-input.chosen', { label })}>
          {tags.map((tag) => (
            <li key={tag}>
              {tag}{' '}
              <button type="button" className="icon-button tag-remove" aria-label={t('tags-input.remove', { tag })} onClick={() => onChange(tags.filter((other) => other !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field-row">
        <input
          id={`${id}-input`}
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
        <button type="button" className="button button-ghost" onClick={add}>
          {t('tags-input.add')}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
