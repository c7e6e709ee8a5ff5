import { useTranslation } from '@heartline/contracts/i18n';
import { Trans } from '@heartline/contracts/trans';
import { useBrandLocale, type Product } from '@heartline/contracts';
import { formatPrice, membershipFrequency, pricePerMonth, vatAmount } from '@heartline/contracts/rules';
import { Button } from '@heartline/ui';
import { PriceMarks } from './price-marks';

interface MembershipOfferProps {
  product: Product;
  best: boolean;
  saving: number;
  onBuy: (product: Product) => void;
}

function Check() {
  return (
    <svg className="offer-check" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/** One VIP membership: how often it is charged, its price per period and per month, its features. */
export function MembershipOffer({ product, best, saving, onBuy }: MembershipOfferProps) {
  const { t } = useTranslation('checkout');
  const locale = useBrandLocale();
  const money = (amount: number) => formatPrice(amount, product, locale);
  const frequency = membershipFrequency(product.interval) ?? 'monthly';
  const name = t(`upgrade.name-${frequency}`);
  const perMonth = pricePerMonth(product);
  return (
    <li className={best ? 'offer offer-best' : 'offer'} data-testid="membership">
      <PriceMarks best={best} />
      <h3 className="offer-name">{name}</h3>
      <p className="offer-price offer-period">
        <Trans t={t} i18nKey={`upgrade.per-${frequency}`} values={{ price: money(product.price) }} components={{ amount: <strong /> }} />
      </p>
      {frequency !== 'monthly' && perMonth !== undefined && (
        <p className="offer-unit">
          {t('upgrade.per-month', { price: money(perMonth) })}
          {saving > 0 && <span className="offer-saving">{t('upgrade.saving', { percent: saving })}</span>}
        </p>
      )}
      <p className="offer-fine">
        {t('upgrade.vat', { rate: product.vat, amount: money(vatAmount(product.price, product.vat)) })}{' '}
        {t('upgrade.renews', { days: product.interval })}
      </p>
      <h4 className="offer-label">{t('upgrade.included')}</h4>
      <ul className="offer-features">
        <li>
          <Check />
          {t('upgrade.feature-more-responses')}
        </li>
        {product.features.map((feature) => (
          <li key={feature}>
            <Check />
            {t(`upgrade.feature-${feature}`)}
          </li>
        ))}
      </ul>
      <Button variant={best ? 'primary' : 'secondary'} block onClick={() => onBuy(product)}>
        {t('upgrade.choose', { name })}
      </Button>
    </li>
  );
}
