import { useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { ApiError, MESSAGES, lookupZip } from '@heartline/contracts';
import type { ZipLookupResponse } from '@heartline/contracts/schemas';
import { Button } from '@heartline/ui';

interface ZipLookupProps {
  country: string;
  initial: string;
  onFound: (found: ZipLookupResponse & { zip: string }) => void;
  lookup?: typeof lookupZip;
}

/** The state (and city) of a ZIP code; a code with no state fails, and says so (member spec §5). */
export function ZipLookup({ country, initial, onFound, lookup = lookupZip }: ZipLookupProps) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const [zip, setZip] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);

  const find = async () => {
    const code = zip.trim();
    setFound(null);
    if (!code) {
      setError(MESSAGES.required);
      return;
    }
    setBusy(true);
    try {
      const answer = await lookup(country, code);
      if (!answer.state) throw new ApiError(404, MESSAGES.noStateForZip);
      setError(null);
      setFound(t('location.city-state', { city: answer.city, state: answer.state }));
      onFound({ ...answer, zip: code });
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 404 ? MESSAGES.noStateForZip : MESSAGES.generic);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field ui-field zip-lookup">
      <label className="ui-field-label" htmlFor={`${id}-zip`}>
        {t('location.zip')}
      </label>
      <div className="inline-action">
        <input
          id={`${id}-zip`}
          className="ui-control"
          type="text"
          inputMode="text"
          autoComplete="postal-code"
          value={zip}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : found ? `${id}-found` : undefined}
          onChange={(event) => setZip(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void find();
            }
          }}
        />
        <Button variant="secondary" onClick={() => void find()} loading={busy}>
          {busy ? t('location.zip-finding') : t('location.zip-find')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error ui-field-error" role="alert">
          {error}
        </p>
      )}
      {found && (
        <p id={`${id}-found`} className="field-hint ui-field-hint" role="status">
          {t('location.zip-found', { place: found })}
        </p>
      )}
    </div>
  );
}
