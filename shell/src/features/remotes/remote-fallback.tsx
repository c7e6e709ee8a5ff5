import { useState } from 'react';
import { useLocation, useNavigate } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import type { RemoteRegistryEntry } from '@heartline/contracts';

interface RemoteFallbackProps {
  entry: RemoteRegistryEntry;
  /** Loads the remote again and patches its routes in; rejects while it is still down. */
  retry: (entry: RemoteRegistryEntry) => Promise<unknown>;
}

/** Shown inside the layout when a remote cannot be loaded; Retry recovers without a reload. */
export function RemoteFallback({ entry, retry }: RemoteFallbackProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failedAgain, setFailedAgain] = useState(false);

  async function onRetry() {
    setBusy(true);
    try {
      await retry(entry);
      // Match the same address again: the remote's routes are patched in now.
      await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    } catch {
      setFailedAgain(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="remote-fallback" role="alert" data-testid="remote-fallback" data-remote={entry.name}>
      <h1>{t('remote.unavailable-title')}</h1>
      <p>{t('remote.unavailable-text')}</p>
      <button type="button" className="button button-primary" onClick={onRetry} disabled={busy} aria-describedby={failedAgain ? 'retry-status' : undefined}>
        {busy ? t('remote.retrying') : t('remote.retry')}
      </button>
      {failedAgain && !busy && (
        <p id="retry-status" className="field-error">
          {t('remote.unavailable-title')}
        </p>
      )}
    </section>
  );
}
