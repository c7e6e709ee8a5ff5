import { useTranslation } from '@heartline/contracts/i18n';
import { Trans } from '@heartline/contracts/trans';
import { useBrandLocale, type Product } from '@heartline/contracts';
import { formatPrice, pricePerMessage, vatAmount } from '@heartline/contracts/rules';
import { Button } from '@heartline/ui';
import { PriceMarks } from './price-marks';

const BADGED: ReadonlySet<Product['packageType']> = new Set(['firstPurchaseOnly', 'postPaymentOnly', 'quickPackage']);

interface PackageOfferProps {
  product: Product;
  best: boolean;
  saving: number;
  onBuy: (product: Product) => void;
}

/** One credit package: credits, price, price per message (truncated, member spec §9), VAT, buy. */
export function PackageOffer({ product, best, saving, onBuy }: PackageOfferProps) {
  const { t } = useTranslation('checkout');
  const locale = useBrandLocale();
  const money = (amount: number) => formatPrice(amount, product, locale);
  const perMessage = pricePerMessage(product);
  return (
    <li className={best ? 'offer offer-best' : 'offer'} data-testid="credit-package">
      <PriceMarks best={best} badge={BADGED.has(product.packageType) ? t(`upgrade.badge-${product.packageType}`) : undefined} />
      <h3 className="offer-name">{t('upgrade.credits-name', { count: product.credits })}</h3>
      <p className="offer-price">{money(product.price)}</p>
      {perMessage !== undefined && (
        <p className="offer-unit">
          <Trans
            t={t}
            i18nKey="upgrade.per-message"
            values={{ price: money(perMessage) }}
            components={{ amount: <strong data-testid="price-per-message" /> }}
          />
          {saving > 0 && <span className="offer-saving">{t('upgrade.saving', { percent: saving })}</span>}
        </p>
      )}
      <p className="offer-fine">{t('upgrade.vat', { rate: product.vat, amount: money(vatAmount(product.price, product.vat)) })}</p>
      <Button variant={best ? 'primary' : 'secondary'} block onClick={() => onBuy(product)}>
        {t('upgrade.buy', { count: product.credits })}
      </Button>
    </li>
  );
}
