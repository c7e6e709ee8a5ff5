import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import type { Product } from '@heartline/contracts';
import { pricePerMessage, vatAmount } from '@heartline/contracts/rules';
import { formatPrice } from './format-price';
import { PRICES_NS } from './prices-namespace';
import { paths } from '@heartline/contracts';

const BADGED: ReadonlySet<Product['packageType']> = new Set(['firstPurchaseOnly', 'postPaymentOnly', 'quickPackage']);

/** One credit package: credits, price, price per message (truncated, member spec §9) and VAT. */
export function CreditPackageCard({ product }: { product: Product }) {
  const { t, i18n } = useTranslation(PRICES_NS);
  const money = (amount: number) => formatPrice(amount, product, i18n.language);
  const perMessage = pricePerMessage(product);
  return (
    <li className="card" data-testid="credit-package">
      <h3>{t('credits.name', { count: product.credits })}</h3>
      {BADGED.has(product.packageType) && <p className="notice">{t(`credits.badge-${product.packageType}`)}</p>}
      <dl>
        <dt>{t('credits.price')}</dt>
        <dd data-testid="package-price">{money(product.price)}</dd>
        {perMessage !== undefined && (
          <>
            <dt>{t('credits.per-message')}</dt>
            <dd data-testid="price-per-message">{money(perMessage)}</dd>
          </>
        )}
      </dl>
      <p className="field-hint">{t('credits.vat', { rate: product.vat, amount: money(vatAmount(product.price, product.vat)) })}</p>
      <Link to={paths.upgrade('credits')} className="button button-primary">
        {t('credits.buy', { count: product.credits })}
      </Link>
    </li>
  );
}
