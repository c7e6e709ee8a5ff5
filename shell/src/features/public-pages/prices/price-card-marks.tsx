// The marks on a price card: the best value, and a package's own badge (first purchase offer…).
import { useTranslation } from '@heartline/contracts/i18n';
import { PRICES_NS } from './prices-namespace';

export function PriceCardMarks({ best, badge }: { best: boolean; badge?: string }) {
  const { t } = useTranslation(PRICES_NS);
  // Rendered empty too: every card of a row keeps the same room above its name, so names and prices line up.
  if (!best && !badge) return <p className="price-card-marks" aria-hidden="true" />;
  return (
    <p className="price-card-marks">
      {best && (
        <span className="price-mark price-mark-best" data-testid="best-value">
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
          {t('best-value')}
        </span>
      )}
      {badge && <span className="price-mark">{badge}</span>}
    </p>
  );
}
