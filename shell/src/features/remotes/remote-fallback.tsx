import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, brandAtom, type RemoteRegistryEntry } from '@heartline/contracts';
import { EmptyState } from '@heartline/ui';
import type { RemoteFailure } from './remote-loader';
import { RUNTIME_MISMATCH_NS } from './runtime-version';

interface RemoteFallbackProps {
  entry: RemoteRegistryEntry;
  /** Why it failed; a remote built for another runtime is named as such (Retry still offered: it may be redeployed). */
  failure?: RemoteFailure;
  /** Loads the remote again and patches its routes in; rejects while it is still down. */
  retry: (entry: RemoteRegistryEntry) => Promise<unknown>;
}

/** Shown inside the layout when a remote cannot be loaded; Retry recovers without a reload. */
export function RemoteFallback({ entry, failure, retry }: RemoteFallbackProps) {
  const { t } = useTranslation();
  const product = useAtomValue(brandAtom)?.productName ?? t('brand.fallback-name');
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failedAgain, setFailedAgain] = useState(false);

  // Answers its own failure (failedAgain): the click handler lets the promise go.
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
    <EmptyState
      role="alert"
      picture="unavailable"
      headingLevel={1}
      title={t('remote.unavailable-title')}
      data-testid="remote-fallback"
      data-remote={entry.name}
      actions={
        <button
          type="button"
          className="button button-primary"
          onClick={() => void onRetry()}
          disabled={busy}
          aria-describedby={failedAgain ? 'retry-status' : undefined}
        >
          {busy ? t('remote.retrying') : t('remote.retry')}
        </button>
      }
    >
      <PageTitle page={t('remote.unavailable-title')} />
      <p>
        {failure?.reason === 'runtime-mismatch'
          ? t('runtime-mismatch', {
              ns: RUNTIME_MISMATCH_NS,
              product,
              built: failure.built ?? t('runtime-not-stated', { ns: RUNTIME_MISMATCH_NS }),
              shell: failure.shell,
            })
          : t('remote.unavailable-text')}
      </p>
      {failedAgain && !busy && (
        <p id="retry-status" className="field-error">
          {t('remote.still-unavailable')}
        </p>
      )}
    </EmptyState>
  );
}
