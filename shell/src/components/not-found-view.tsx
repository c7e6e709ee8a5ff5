import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';

/** The 404 view: title, subtitle, text and a button back to '/' (member spec §2). */
export function NotFoundView({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <section className="error-view" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="error-code">
        {t('errors.not-found-title')}
      </h1>
      <p className="error-subtitle">{t('errors.not-found-subtitle')}</p>
      <p data-testid="not-found-text">{t('errors.not-found-text', { path })}</p>
      <Link to="/" className="button button-primary">
        {t('errors.back-home')}
      </Link>
    </section>
  );
}
