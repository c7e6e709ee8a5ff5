import { useTranslation } from '@heartline/contracts/i18n';

/** Without a brand there is no site to show: say why and offer a reload. */
export function BrandErrorPage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="page error-view" role="alert">
      <h1>{t('errors.error-title')}</h1>
      <p data-testid="brand-error">{t('errors.brand-failed', { message })}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
