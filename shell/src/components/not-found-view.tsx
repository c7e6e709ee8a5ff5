import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle } from '@heartline/contracts';
import { EmptyState } from '@heartline/ui';

/** The 404 view: title, subtitle, text and a button back to '/' (member spec §2), with a picture. */
export function NotFoundView({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      picture="not-found"
      headingLevel={1}
      eyebrow={t('errors.not-found-title')}
      title={t('errors.not-found-subtitle')}
      actions={
        <Link to="/" className="button button-primary">
          {t('errors.back-home')}
        </Link>
      }
    >
      <PageTitle page={t('errors.not-found-subtitle')} />
      <p data-testid="not-found-text">{t('errors.not-found-text', { path })}</p>
    </EmptyState>
  );
}
