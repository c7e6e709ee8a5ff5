import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import type { Product } from '@heartline/contracts';
import { membershipFrequency, vatAmount } from '@heartline/contracts/rules';
import { formatPrice } from './format-price';
import { PRICES_NS } from './prices-namespace';
import { paths } from '@heartline/contracts';

/** One VIP membership: how often it is charged, its price per period and its features. */
export function MembershipCard({ product }: { product: Product }) {
  const { t, i18n } = useTranslation(PRICES_NS);
  const money = (amount: number) => formatPrice(amount, product, i18n.language);
  // A membership always has an interval; 'monthly' only guards a malformed product.
  const frequency = membershipFrequency(product.interval) ?? 'monthly';
  const name = t(`memberships.name-${frequency}`);
  return (
    <li className="card" data-testid="membership">
      <h3>{name}</h3>
      <p data-testid="membership-price">
        <strong>{t(`memberships.per-${frequency}`, { price: money(product.price) })}</strong>
      </p>
      <p className="field-hint">
        {t('memberships.vat', { rate: product.vat, amount: money(vatAmount(product.price, product.vat)) })}{' '}
        {t('memberships.renews', { days: product.interval })}
      </p>
      <h4>{t('memberships.features')}</h4>
      <ul>
        <li>{t('memberships.feature-more-responses')}</li>
        {product.features.map((feature) => (
          <li key={feature}>{t(`memberships.feature-${feature}`)}</li>
        ))}
      </ul>
      <p className="field-hint">{t('memberships.credits-note')}</p>
      <Link to={paths.upgrade('premium')} className="button button-primary">
        {t('memberships.choose', { name })}
      </Link>
    </li>
  );
}
