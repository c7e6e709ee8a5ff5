import { Link } from '@heartline/contracts/router';
import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from '@heartline/contracts/i18n';
import { brandAtom } from '@heartline/contracts';
import { isCreditPackage, isMembership, sortProductsByPrice } from '@heartline/contracts/rules';
import { FictitiousNotice } from '../../../components/fictitious-notice';
import { useBrandValues } from '../legal/use-brand-values';
import { CreditPackageCard } from './credit-package-card';
import { formatPrice } from './format-price';
import { MembershipCard } from './membership-card';
import { PRICES_NS } from './prices-namespace';

/** /prices: the brand's credit packages and VIP memberships, cheapest first (member spec §3, §9). */
export default function PricesPage() {
  const { t, i18n } = useTranslation(PRICES_NS);
  const brand = useAtomValue(brandAtom);
  const { product } = useBrandValues();
  const products = sortProductsByPrice(brand?.products ?? []);
  const packages = products.filter(isCreditPackage);
  const memberships = products.filter(isMembership);
  const feeCurrency = products[0];
  const maintenanceFee = brand?.maintenanceFee ?? 0;

  return (
    <div className="prices-page">
      <title>{`${t('title')} · ${product}`}</title>
      <h1>{t('title')}</h1>
      <p>{t('intro', { product })}</p>
      <FictitiousNotice />
      <p className="field-hint">{t('vat-note')}</p>

      <section aria-labelledby="credit-packages-title">
        <h2 id="credit-packages-title">{t('credits.title')}</h2>
        <p>{t('credits.text')}</p>
        {packages.length > 0 ? (
          <ul className="price-grid">
            {packages.map((item) => (
              <CreditPackageCard key={item._id} product={item} />
            ))}
          </ul>
        ) : (
          <p>{t('credits.none')}</p>
        )}
      </section>

      <section aria-labelledby="memberships-title">
        <h2 id="memberships-title">{t('memberships.title')}</h2>
        <p>{t('memberships.text')}</p>
        {memberships.length > 0 ? (
          <ul className="price-grid">
            {memberships.map((item) => (
              <MembershipCard key={item._id} product={item} />
            ))}
          </ul>
        ) : (
          <p>{t('memberships.none')}</p>
        )}
      </section>

      {maintenanceFee > 0 && feeCurrency && (
        <p className="notice" data-testid="maintenance-fee">
          {t('maintenance-fee', { amount: formatPrice(maintenanceFee, feeCurrency, i18n.language) })}
        </p>
      )}
      <p>
        <Trans t={t} i18nKey="questions" components={{ faq: <Link to="/faq" />, contact: <Link to="/contact-us" /> }} />
      </p>
    </div>
  );
}
