import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { pageLoaderVisibleAtom } from '@heartline/contracts';

const SHOW_AFTER_MS = 250;

/** The page loader of API calls; it waits a moment so quick answers do not flash it. */
export function PageLoader() {
  const { t } = useTranslation();
  const busy = useAtomValue(pageLoaderVisibleAtom);
  const [shownFor, setShownFor] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setShownFor(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShownFor(false);
    };
  }, [busy]);
  if (!busy || !shownFor) return null;
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" />
      <span className="visually-hidden">{t('loader.label')}</span>
    </div>
  );
}
