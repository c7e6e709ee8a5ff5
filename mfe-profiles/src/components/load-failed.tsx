import { MESSAGES } from '@heartline/contracts';
import { useTranslation } from '@heartline/contracts/i18n';
import { Button, EmptyState } from '@heartline/ui';

interface LoadFailedProps {
  onRetry?: () => void;
  /** What went wrong, in the catalogue's words. */
  message?: string;
  /** The heading; "This did not load" unless the page names what is missing. */
  title?: string;
  /** 1 when the failure is the whole page (a profile that did not load), 2 inside a page. */
  headingLevel?: 1 | 2;
}

/**
 * Member spec §8: a list or a profile that failed to load says "try refreshing the page", as the
 * kit's EmptyState (a picture, the words and, when it can be retried, the way on).
 */
export function LoadFailed({ onRetry, message = MESSAGES.tryRefreshing, title, headingLevel = 2 }: LoadFailedProps) {
  const { t } = useTranslation('profiles');
  return (
    <EmptyState
      role="alert"
      className="load-failed"
      picture="unavailable"
      size="compact"
      headingLevel={headingLevel}
      title={title ?? t('common.load-failed')}
      actions={
        onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      <p>{message}</p>
    </EmptyState>
  );
}
