import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import './base.css';

/** Wait this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;
const MIN_SEARCH_LENGTH = 2;
/** Long enough for a click on an option to land before the list closes on blur. */
const CLOSE_ON_BLUR_MS = 150;

/** The words the combobox shows; the app's catalogue provides them. */
export interface SearchComboboxWords {
  label: string;
  hint: string;
  /** The listbox's accessible name. */
  listLabel: string;
  noResults: string;
  /** Shown when a search fails and no other error is given. */
  searchFailed: string;
  /** Read out when results arrive ("3 cities found"). */
  resultsFound: (count: number) => string;
}

export interface SearchComboboxProps<Option> {
  words: SearchComboboxWords;
  /** Keep it stable (useCallback): a new function searches the current text again. */
  search: (text: string, signal: AbortSignal) => Promise<readonly Option[]>;
  /** The text the box starts with; nothing is searched for it until the member types. */
  value: string;
  /** How an option reads in the list; also its text in the box once picked, unless pickedText says otherwise. */
  optionLabel: (option: Option) => string;
  optionKey: (option: Option) => string;
  pickedText?: (option: Option) => string;
  onPick: (option: Option) => void;
  /** The member typed: the text no longer matches what was picked. */
  onType?: (text: string) => void;
  /** False while searching makes no sense (e.g. no country chosen yet). */
  enabled?: boolean;
  minLength?: number;
  error?: string;
  /** Added to the field's class, for the app's styling. */
  className?: string;
}

/**
 * A combobox (ARIA 1.2 list autocomplete): type, then pick an option with the arrows and Enter or
 * a click. The search runs once typing pauses, and a newer keystroke aborts the one in flight.
 */
export function SearchCombobox<Option>(props: SearchComboboxProps<Option>) {
  const {
    words,
    search,
    value,
    optionLabel,
    optionKey,
    pickedText = optionLabel,
    onPick,
    onType,
    enabled = true,
    minLength = MIN_SEARCH_LENGTH,
    error,
    className,
  } = props;
  const id = useId();
  const [text, setText] = useState(value);
  /** What the member typed last; null until they type, and again once they pick. */
  const [query, setQuery] = useState<string | null>(null);
  const [found, setFound] = useState<{ query: string; search: typeof search; options: readonly Option[] } | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const searchable = enabled && query !== null && query.length >= minLength;
  // The list closes a moment after the box loses the focus (a click on an option lands first);
  // a box that goes away meanwhile closes nothing.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!searchable) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(query, controller.signal).then(
        (options) => {
          setFound({ query, search, options });
          setActive(-1);
          setFailed(false);
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchable, query, search]);

  const current = searchable && found !== null && found.query === query && found.search === search;
  const options = current ? found.options : [];
  const open = current && !dismissed;

  const choose = (option: Option) => {
    setText(pickedText(option));
    setQuery(null);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setDismissed(false);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active] !== undefined) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      // Escape closes the list, not the dialog or page around it.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  const message = error ?? (failed ? words.searchFailed : undefined);
  const inputId = `${id}-input`;
  const listId = `${id}-options`;
  return (
    <div className={className ? `field search-combobox ${className}` : 'field search-combobox'}>
      <label htmlFor={inputId}>{words.label}</label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-error ${id}-hint` : `${id}-hint`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setQuery(event.target.value.trim());
          setDismissed(false);
          onType?.(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(() => setDismissed(true), CLOSE_ON_BLUR_MS);
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {words.hint}
      </p>
      <div id={listId} role="listbox" aria-label={words.listLabel} className="search-combobox-options" hidden={!open}>
        {options.map((option, index) => (
          <div
            key={optionKey(option)}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            {optionLabel(option)}
          </div>
        ))}
        {open && options.length === 0 && (
          <div role="option" tabIndex={-1} aria-selected={false} aria-disabled="true">
            {words.noResults}
          </div>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {open ? words.resultsFound(options.length) : ''}
      </p>
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
