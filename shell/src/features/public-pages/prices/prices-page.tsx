import { AppLink } from '../../../components/app-link';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { Trans } from '@heartline/contracts/trans';
import { PageTitle, brandAtom, paths, useBrandLocale, type Product } from '@heartline/contracts';
import { bestValue, formatPrice, isCreditPackage, isMembership, sortProductsByPrice, unitSavingPercent } from '@heartline/contracts/rules';
import { EmptyState } from '@heartline/ui';
import { FictitiousNotice } from '../../../components/fictitious-notice';
import { PageHeader } from '../../../components/page-header';
import { useBrandValues } from '../legal/use-brand-values';
import { CreditPackageCard } from './credit-package-card';
import { MembershipCard } from './membership-card';
import { PRICES_NS } from './prices-namespace';
import './prices-page.css';

const FACTS = [
  ['browse', true],
  ['match', true],
  ['read', true],
  ['send', false],
] as const;
const FREE_ICON = 'm5 12.5 4.5 4.5L19 7.5';
/** A speech bubble: a message, the one thing a credit pays for. */
const CREDIT_ICON = 'M5 5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8l-5 4v-4H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z';

/** What a list of one kind of product needs to draw its cards: each product, whether it is the best value, its saving. */
function comparable(products: Product[]) {
  const best = bestValue(products);
  return products.map((product) => ({ product, best: product === best, saving: unitSavingPercent(product, products) }));
}

/** /prices: the brand's credit packages and VIP memberships, cheapest first, as comparable cards (member spec §3, §9). */
export default function PricesPage() {
  const { t } = useTranslation(PRICES_NS);
  const locale = useBrandLocale();
  const brand = useAtomValue(brandAtom);
  const { product } = useBrandValues();
  const products = sortProductsByPrice(brand?.products ?? []);
  const packages = comparable(products.filter(isCreditPackage));
  const memberships = comparable(products.filter(isMembership));
  const feeCurrency = products[0];
  const maintenanceFee = brand?.maintenanceFee ?? 0;
  const none = (kind: 'credits' | 'memberships') => (
    <EmptyState
      size="compact"
      picture="empty"
      title={t(`${kind}.none-title`)}
      actions={
        <AppLink to={paths.contactUs()} className="button button-ghost">
          {t('contact-support')}
        </AppLink>
      }
    >
      <p>{t(`${kind}.none`)}</p>
    </EmptyState>
  );

  return (
    <div className="prices-page">
      <PageTitle page={t('title')} />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('intro', { product })}>
        <ul className="price-facts" aria-label={t('facts-label')}>
          {FACTS.map(([fact, free]) => (
            <li key={fact} className={free ? 'price-fact price-fact-free' : 'price-fact'}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  d={free ? FREE_ICON : CREDIT_ICON}
                />
              </svg>
              {t(`facts.${fact}`)}
            </li>
          ))}
        </ul>
      </PageHeader>
      <FictitiousNotice />

      <section className="price-section" aria-labelledby="credit-packages-title">
        <h2 id="credit-packages-title">{t('credits.title')}</h2>
        <p className="price-section-text">{t('credits.text')}</p>
        {packages.length > 0 ? (
          <ul className="price-grid">
            {packages.map((item) => (
              <CreditPackageCard key={item.product._id} {...item} />
            ))}
          </ul>
        ) : (
          none('credits')
        )}
      </section>

      <section className="price-section" aria-labelledby="memberships-title">
        <h2 id="memberships-title">{t('memberships.title')}</h2>
        <p className="price-section-text">{t('memberships.text')}</p>
        {memberships.length > 0 ? (
          <ul className="price-grid">
            {memberships.map((item) => (
              <MembershipCard key={item.product._id} {...item} />
            ))}
          </ul>
        ) : (
          none('memberships')
        )}
      </section>

      <p className="field-hint">{t('vat-note')}</p>
      {maintenanceFee > 0 && feeCurrency && (
        <p className="notice" data-testid="maintenance-fee">
          {t('maintenance-fee', { amount: formatPrice(maintenanceFee, feeCurrency, locale) })}
        </p>
      )}
      <p className="price-questions">
        <Trans t={t} i18nKey="questions" components={{ faq: <AppLink to="/faq" />, contact: <AppLink to={paths.contactUs()} /> }} />
      </p>
    </div>
  );
}
