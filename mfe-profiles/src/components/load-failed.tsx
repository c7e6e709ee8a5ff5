import { MESSAGES } from '@heartline/contracts';
import { useTranslation } from '@heartline/contracts/i18n';

/** Member spec §8: a list or a profile that failed to load says "try refreshing the page". */
export function LoadFailed({ onRetry, message = MESSAGES.tryRefreshing }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation('profiles');
  return (
    <div className="notice load-failed" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button button-ghost" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
