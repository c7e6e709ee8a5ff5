// What is being bought, and what it costs: price, VAT, total (the server's own sum).
import { useAtomValue } from 'jotai';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { brandAtom, paths, useBrandLocale } from '@heartline/contracts';
import { formatPrice, isMembership, membershipFrequency, orderTotal } from '@heartline/contracts/rules';
import type { CartItem } from '../../lib/cart';

export function OrderSummary({ item }: { item: CartItem }) {
  const { t } = useTranslation('checkout');
  const locale = useBrandLocale();
  const brand = useAtomValue(brandAtom);
  const { product } = item;
  const money = (amount: number) => formatPrice(amount, product, locale);
  const { price, vat, total } = orderTotal(product);
  const name = isMembership(product)
    ? t(`upgrade.name-${membershipFrequency(product.interval) ?? 'monthly'}`)
    : t('upgrade.credits-name', { count: product.credits });
  return (
    <section className="order-summary" aria-label={t('checkout.summary')}>
      <div className="order-summary-head">
        <h2>{t('checkout.summary')}</h2>
        <Link to={paths.upgrade()}>{t('checkout.change')}</Link>
      </div>
      <p className="order-summary-item" data-testid="order-item">
        {name}
      </p>
      <dl className="order-summary-lines">
        <div>
          <dt>{t('checkout.price')}</dt>
          <dd>{money(price)}</dd>
        </div>
        <div>
          <dt>{t('checkout.vat', { rate: product.vat })}</dt>
          <dd>{money(vat)}</dd>
        </div>
        <div className="order-summary-total">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="order-total">{money(total)}</dd>
        </div>
      </dl>
      {isMembership(product) && <p className="order-summary-note">{t('checkout.membership-note', { days: product.interval })}</p>}
      {brand?.defaultDescriptor && (
        <p className="order-summary-note">{t('checkout.descriptor', { descriptor: brand.defaultDescriptor })}</p>
      )}
    </section>
  );
}
