import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useLocation, useRouteError } from '@heartline/contracts/router';
import { hideBootLoader } from '../lib/boot-loader';
import { useTranslation } from '@heartline/contracts/i18n';
import { MESSAGES, PageTitle, endEarlyPaint } from '@heartline/contracts';
import { EmptyState } from '@heartline/ui';
import { StaticLayout } from './layouts/layouts';
import { NotFoundView } from '../components/not-found-view';

/** A 404 shows the not-found view; any other error its message with a link to the main page. */
export function RootError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  // The error view replaces the root shell, which would otherwise hide the start-up loader.
  useEffect(() => {
    hideBootLoader();
    endEarlyPaint();
  }, []);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StaticLayout>
        <NotFoundView path={pathname} />
      </StaticLayout>
    );
  }
  const message = error instanceof Error && error.message ? error.message : MESSAGES.generic;
  return (
    <StaticLayout>
      <EmptyState
        role="alert"
        picture="unavailable"
        headingLevel={1}
        title={t('errors.error-title')}
        actions={
          <Link to="/" className="button button-primary">
            {t('errors.back-home')}
          </Link>
        }
      >
        <PageTitle page={t('errors.error-title')} />
        <p>{message}</p>
      </EmptyState>
    </StaticLayout>
  );
}
