import type { ComponentType, ReactNode } from 'react';
import { paginationItems } from './pagination-items';
import './pagination.css';

/** What a page link is given; an app's router link takes the same (`href` mapped to its own prop). */
export interface PageLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  rel?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page (the page is in the URL, so a link can be opened, shared, reloaded). */
  href: (page: number) => string;
  /** Names the navigation ("Pages"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** A page link's name ("Page 3"). */
  pageLabel: (page: number) => string;
  /** The link element; default <a>. An app passes its router's link so paging does not reload the page. */
  linkAs?: ComponentType<PageLinkProps>;
  /** Pages either side of the current one; default 1. */
  siblings?: number;
  className?: string;
}

function Anchor({ children, ...anchor }: PageLinkProps) {
  return <a {...anchor}>{children}</a>;
}

/** Page links: previous, the first, the current one and its neighbours, the last, next; the gaps as an ellipsis. */
export function Pagination({
  page,
  pageCount,
  href,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  linkAs: Link = Anchor,
  siblings = 1,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = paginationItems(page, pageCount, siblings);
  return (
    <nav className={className ? `ui-pagination ${className}` : 'ui-pagination'} aria-label={label}>
      <ul>
        {page > 1 && (
          <li className="ui-page-step">
            <Link href={href(page - 1)} className="ui-page-link ui-page-link-step" rel="prev">
              <span aria-hidden="true">‹</span> {previousLabel}
            </Link>
          </li>
        )}
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                href={href(item)}
                className="ui-page-link"
                aria-current={item === page ? 'page' : undefined}
                aria-label={pageLabel(item)}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className="ui-page-gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        {page < pageCount && (
          <li className="ui-page-step">
            <Link href={href(page + 1)} className="ui-page-link ui-page-link-step" rel="next">
              {nextLabel} <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
