import { AppLink } from '../../../components/app-link';
import { useTranslation } from '@heartline/contracts/i18n';
import { Trans } from '@heartline/contracts/trans';
import { paths, useBrandLocale, type Product } from '@heartline/contracts';
import { formatPrice, membershipFrequency, pricePerMonth, vatAmount } from '@heartline/contracts/rules';
import { PRICES_NS } from './prices-namespace';
import { PriceCardMarks } from './price-card-marks';

interface MembershipCardProps {
  product: Product;
  /** The membership with the lowest price per month. */
  best: boolean;
  /** Whole percent less per month than the dearest membership. */
  saving: number;
}

function Check() {
  return (
    <svg className="price-card-check" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/** One VIP membership: how often it is charged, its price per period and per month, its features. */
export function MembershipCard({ product, best, saving }: MembershipCardProps) {
  const { t } = useTranslation(PRICES_NS);
  const locale = useBrandLocale();
  const money = (amount: number) => formatPrice(amount, product, locale);
  // A membership always has an interval; 'monthly' only guards a malformed product.
  const frequency = membershipFrequency(product.interval) ?? 'monthly';
  const name = t(`memberships.name-${frequency}`);
  const perMonth = pricePerMonth(product);
  return (
    <li className={best ? 'price-card price-card-best' : 'price-card'} data-testid="membership">
      <h3 className="price-card-name">{name}</h3>
      <PriceCardMarks best={best} />
      <p className="price-card-price price-card-period" data-testid="membership-price">
        <Trans
          t={t}
          i18nKey={`memberships.per-${frequency}`}
          values={{ price: money(product.price) }}
          components={{ amount: <strong /> }}
        />
      </p>
      {frequency !== 'monthly' && perMonth !== undefined && (
        <p className="price-card-unit">
          {t('memberships.per-month', { price: money(perMonth) })}
          {saving > 0 && <span className="price-card-saving">{t('saving', { percent: saving })}</span>}
        </p>
      )}
      <p className="price-card-fine">
        {t('memberships.vat', { rate: product.vat, amount: money(vatAmount(product.price, product.vat)) })}{' '}
        {t('memberships.renews', { days: product.interval })}
      </p>
      <h4 className="price-card-label">{t('memberships.features')}</h4>
      <ul className="price-card-features">
        <li>
          <Check />
          {t('memberships.feature-more-responses')}
        </li>
        {product.features.map((feature) => (
          <li key={feature}>
            <Check />
            {t(`memberships.feature-${feature}`)}
          </li>
        ))}
      </ul>
      <p className="price-card-fine">{t('memberships.credits-note')}</p>
      <AppLink
        to={paths.upgrade('premium')}
        className={best ? 'button button-primary price-card-action' : 'button button-ghost price-card-action'}
      >
        {t('memberships.choose', { name })}
      </AppLink>
    </li>
  );
}
