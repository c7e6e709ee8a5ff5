import { AppLink } from '../../../components/app-link';
import { useTranslation } from '@heartline/contracts/i18n';
import { Trans } from '@heartline/contracts/trans';
import { paths, useBrandLocale, type Product } from '@heartline/contracts';
import { formatPrice, pricePerMessage, vatAmount } from '@heartline/contracts/rules';
import { PRICES_NS } from './prices-namespace';
import { PriceCardMarks } from './price-card-marks';

const BADGED: ReadonlySet<Product['packageType']> = new Set(['firstPurchaseOnly', 'postPaymentOnly', 'quickPackage']);

interface CreditPackageCardProps {
  product: Product;
  /** The package with the lowest price per message. */
  best: boolean;
  /** Whole percent less per message than the dearest package. */
  saving: number;
}

/** One credit package: credits, price, price per message (truncated, member spec §9), saving and VAT. */
export function CreditPackageCard({ product, best, saving }: CreditPackageCardProps) {
  const { t } = useTranslation(PRICES_NS);
  const locale = useBrandLocale();
  const money = (amount: number) => formatPrice(amount, product, locale);
  const perMessage = pricePerMessage(product);
  return (
    <li className={best ? 'price-card price-card-best' : 'price-card'} data-testid="credit-package">
      <h3 className="price-card-name">{t('credits.name', { count: product.credits })}</h3>
      <PriceCardMarks best={best} badge={BADGED.has(product.packageType) ? t(`credits.badge-${product.packageType}`) : undefined} />
      <p className="price-card-price" data-testid="package-price">
        {money(product.price)}
      </p>
      {perMessage !== undefined && (
        <p className="price-card-unit">
          <Trans
            t={t}
            i18nKey="credits.per-message"
            values={{ price: money(perMessage) }}
            components={{ amount: <strong data-testid="price-per-message" /> }}
          />
          {saving > 0 && <span className="price-card-saving">{t('saving', { percent: saving })}</span>}
        </p>
      )}
      <p className="price-card-fine">{t('credits.vat', { rate: product.vat, amount: money(vatAmount(product.price, product.vat)) })}</p>
      <AppLink
        to={paths.upgrade('credits')}
        className={best ? 'button button-primary price-card-action' : 'button button-ghost price-card-action'}
      >
        {t('credits.buy', { count: product.credits })}
      </AppLink>
    </li>
  );
}
