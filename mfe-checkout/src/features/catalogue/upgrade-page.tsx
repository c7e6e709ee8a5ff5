// /upgrade, /upgrade/credits and /upgrade/premium: the member's offers (member spec §2), credit
// packages with their price per message and memberships with their features, the best value of
// each marked. Choosing one puts it in the cart (one item) and opens the checkout.
import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, paths, userAtom, type Product } from '@heartline/contracts';
import { bestValue, isCreditPackage, isMembership, unitSavingPercent } from '@heartline/contracts/rules';
import { Button, EmptyState, Skeleton, buttonClassName } from '@heartline/ui';
import { useCart } from '../../lib/cart';
import { MembershipOffer } from './membership-offer';
import { PackageOffer } from './package-offer';
import { useCatalogue } from './use-catalogue';
import '../../styles/upgrade.css';

export type UpgradeShows = 'all' | 'credits' | 'premium';

export function UpgradePage({ shows }: { shows: UpgradeShows }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const navigate = useNavigate();
  const cart = useCart();
  const user = useAtomValue(userAtom);
  const catalogue = useCatalogue();

  const buy = (product: Product) => {
    if (!catalogue.data) return;
    cart.add(product, catalogue.data.country);
    void navigate(paths.upgrade('checkout'));
  };

  const products = catalogue.data?.products ?? [];
  const packages = products.filter(isCreditPackage);
  const memberships = products.filter(isMembership);
  const bestPackage = bestValue(packages);
  const bestMembership = bestValue(memberships);

  return (
    <div className="upgrade-page">
      <PageTitle page={t('upgrade.title')} />
      <header className="upgrade-header">
        <p className="upgrade-eyebrow">{t('upgrade.eyebrow')}</p>
        <h1>{t('upgrade.title')}</h1>
        <p className="upgrade-intro">{t('upgrade.intro')}</p>
        {user && (
          <p className="upgrade-balance" data-testid="upgrade-balance">
            {t('upgrade.balance', { count: user.credits })}
          </p>
        )}
      </header>

      {catalogue.isPending && (
        <div role="status" aria-label={t('upgrade.loading')} aria-busy="true" className="offer-grid">
          <Skeleton shape="block" height="18rem" />
          <Skeleton shape="block" height="18rem" />
          <Skeleton shape="block" height="18rem" />
        </div>
      )}
      {catalogue.isError && (
        <EmptyState
          role="alert"
          picture="unavailable"
          title={t('upgrade.load-failed')}
          actions={
            <Button variant="secondary" onClick={() => void catalogue.refetch()}>
              {t('upgrade.retry')}
            </Button>
          }
        />
      )}

      {catalogue.data && shows !== 'premium' && (
        <section className="upgrade-section" aria-labelledby={`${id}-credits`}>
          <h2 id={`${id}-credits`}>{t('upgrade.credits-title')}</h2>
          <p className="upgrade-section-text">{t('upgrade.credits-text')}</p>
          {packages.length === 0 ? (
            <p>{t('upgrade.no-credits')}</p>
          ) : (
            <ul className="offer-grid">
              {packages.map((product) => (
                <PackageOffer
                  key={product._id}
                  product={product}
                  best={product === bestPackage}
                  saving={unitSavingPercent(product, packages)}
                  onBuy={buy}
                />
              ))}
            </ul>
          )}
        </section>
      )}

      {catalogue.data && shows !== 'credits' && (
        <section className="upgrade-section" aria-labelledby={`${id}-premium`}>
          <h2 id={`${id}-premium`}>{t('upgrade.premium-title')}</h2>
          <p className="upgrade-section-text">{t('upgrade.premium-text')}</p>
          {memberships.length === 0 ? (
            <p>{t('upgrade.no-premium')}</p>
          ) : (
            <ul className="offer-grid">
              {memberships.map((product) => (
                <MembershipOffer
                  key={product._id}
                  product={product}
                  best={product === bestMembership}
                  saving={unitSavingPercent(product, memberships)}
                  onBuy={buy}
                />
              ))}
            </ul>
          )}
        </section>
      )}

      {catalogue.data && (
        <footer className="upgrade-footer">
          <p>{t('upgrade.vat-note')}</p>
          <p className="upgrade-secure">
            <LockIcon />
            {t('upgrade.secure')}
          </p>
          {shows !== 'all' && (
            <Link to={paths.upgrade()} className={buttonClassName({ variant: 'secondary', className: 'upgrade-all-offers' })}>
              {t('upgrade.all-offers')}
            </Link>
          )}
        </footer>
      )}
    </div>
  );
}

export function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3"
      />
    </svg>
  );
}

/** /upgrade: credit packages and memberships. */
export function UpgradeHomePage() {
  return <UpgradePage shows="all" />;
}

/** /upgrade/credits: the credit packages. */
export function UpgradeCreditsPage() {
  return <UpgradePage shows="credits" />;
}

/** /upgrade/premium: the VIP memberships. */
export function UpgradePremiumPage() {
  return <UpgradePage shows="premium" />;
}
