import { useTranslation } from '@heartline/contracts/i18n';
import { EmptyState } from '@heartline/ui';

/** Without a brand there is no site to show: say why and offer a reload. Loaded only when it happens. */
export function BrandErrorPage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="page">
      <EmptyState
        role="alert"
        picture="unavailable"
        headingLevel={1}
        title={t('errors.error-title')}
        actions={
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </button>
        }
      >
        <p data-testid="brand-error">{t('errors.brand-failed', { message })}</p>
      </EmptyState>
    </main>
  );
}
