import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page. */
  href: (page: number) => string;
}

/** Page numbers as links (the page is in the URL), at most seven around the current one. */
export function Pagination({ page, pageCount, href }: PaginationProps) {
  const { t } = useTranslation('profiles');
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 3, pageCount - 6));
  const pages = Array.from({ length: Math.min(7, pageCount) }, (_, index) => first + index);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)}>{t('pagination.previous')}</Link>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            <Link to={href(number)} aria-current={number === page ? 'page' : undefined} aria-label={t('pagination.page', { page: number })}>
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)}>{t('pagination.next')}</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
