// The marks on an offer: the best value, and a package's own badge (first purchase offer…).
import { useTranslation } from '@heartline/contracts/i18n';

export function PriceMarks({ best, badge }: { best: boolean; badge?: string }) {
  const { t } = useTranslation('checkout');
  if (!best && !badge) return <p className="offer-marks" aria-hidden="true" />;
  return (
    <p className="offer-marks">
      {best && (
        <span className="offer-mark offer-mark-best" data-testid="best-value">
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
          {t('upgrade.best-value')}
        </span>
      )}
      {badge && <span className="offer-mark">{badge}</span>}
    </p>
  );
}
