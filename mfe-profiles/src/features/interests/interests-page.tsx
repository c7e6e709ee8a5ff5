import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  PROFILE_PAGE_SIZE,
  PageTitle,
  dateTimeFormat,
  getInterests,
  hasMembershipFeature,
  paths,
  useBrandLocale,
  userAtom,
} from '@heartline/contracts';
import { useAtomValue } from 'jotai';
import { EmptyState } from '@heartline/ui';
import type { InterestKind } from '@heartline/contracts/schemas';
import { LoadFailed } from '../../components/load-failed';
import { Pagination } from '../../components/pagination';
import { queryKeys } from '../../lib/query-keys';
import { ProfileCard, ProfileCardSkeleton } from '../../components/profile-card';
import { INTEREST_KIND_OPTIONS, isInterestKind, readPage } from './interest-kinds';

/** /interests/:kind/:page? — a paged list of one interest relation, with tabs for the five kinds. */
export function InterestsPage() {
  const { kind, page } = useParams();
  if (!isInterestKind(kind)) return <Navigate to="/interests/favorited-me/1" replace />;
  return <InterestList kind={kind} page={readPage(page)} href={(n) => `/interests/${kind}/${n}`} />;
}

/** /favorites — the member's favourites; the page number is in the query (`?page=2`). */
export function FavoritesPage() {
  const [search] = useSearchParams();
  return (
    <InterestList
      kind="favorites"
      page={readPage(search.get('page'))}
      href={(n) => (n === 1 ? '/favorites' : `/favorites?page=${n}`)}
      title="favorites-page"
    />
  );
}

interface InterestListProps {
  kind: InterestKind;
  page: number;
  href: (page: number) => string;
  /** The heading key when it differs from the tab's. */
  title?: string;
}

function InterestList({ kind, page, href, title }: InterestListProps) {
  const { t } = useTranslation('profiles');
  const locale = useBrandLocale();
  const id = useId();
  const [now] = useState(() => Date.now());
  const mayFavourite = hasMembershipFeature(useAtomValue(userAtom), 'unlimited-favorites');
  const loaded = useQuery({
    queryKey: queryKeys.interestsPage(kind, page),
    queryFn: ({ signal }) => getInterests(kind, { page, limit: PROFILE_PAGE_SIZE }, { signal }),
  });
  const answer = loaded.data;

  const dateFormat = dateTimeFormat(locale, { dateStyle: 'medium' });
  const pageCount = answer ? Math.ceil(answer.total / answer.limit) : 0;
  return (
    <section className="interests-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t(`interests.${title ?? 'title'}`)}</h1>
      <PageTitle page={t(`interests.${title ?? 'title'}`)} />
      <nav className="interest-tabs" aria-label={t('interests.tabs')}>
        <ul>
          {INTEREST_KIND_OPTIONS.map((option) => (
            <li key={option}>
              <Link to={`/interests/${option}/1`} aria-current={option === kind ? 'page' : undefined}>
                {t(`interests.kinds.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="interests-kind-title">{t(`interests.kinds.${kind}`)}</h2>
      {loaded.isError && !answer && <LoadFailed onRetry={() => void loaded.refetch()} />}
      {loaded.isPending && (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">{t('interests.loading')}</span>
          <ul className="profile-grid" aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <ProfileCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer && answer.items.length === 0 && answer.total === 0 && kind === 'favorites' && !mayFavourite && (
        // Favourites are a membership feature (member spec §4, 'unlimited-favorites'): said plainly, not a call to favourite that opens a paywall.
        <EmptyState
          picture="empty"
          size="compact"
          headingLevel={3}
          title={t('interests.favourites-vip-title')}
          actions={
            <Link to={paths.upgrade('premium')} className="button button-primary">
              {t('interests.favourites-vip-action')}
            </Link>
          }
        >
          <p>{t('interests.favourites-vip-text')}</p>
        </EmptyState>
      )}
      {answer && answer.items.length === 0 && answer.total === 0 && (kind !== 'favorites' || mayFavourite) && (
        <EmptyState
          picture="empty"
          size="compact"
          headingLevel={3}
          title={t(`interests.empty.${kind}`)}
          actions={
            <Link to={paths.profiles()} className="button button-primary">
              {t('interests.browse')}
            </Link>
          }
        >
          <p>{t('interests.empty-hint')}</p>
        </EmptyState>
      )}
      {answer && answer.items.length === 0 && answer.total > 0 && <PastTheEnd page={page} pageCount={pageCount} href={href} />}
      {answer && answer.items.length > 0 && (
        <>
          <p className="field-hint">{t('interests.count', { count: answer.total })}</p>
          <ul className="profile-grid" aria-label={t(`interests.kinds.${kind}`)}>
            {answer.items.map((item) => (
              <li key={item.profile._id}>
                <ProfileCard
                  profile={item.profile}
                  now={now}
                  footer={
                    <p className="relation-date">{t(`interests.relation.${kind}`, { date: dateFormat.format(new Date(item.date)) })}</p>
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} href={href} />
        </>
      )}
    </section>
  );
}

/** A page number beyond the list (an old link, a list that shrank): say so and lead back into it. */
function PastTheEnd({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  const { t } = useTranslation('profiles');
  return (
    <EmptyState
      className="past-the-end"
      picture="no-results"
      size="compact"
      headingLevel={3}
      title={t('interests.past-end-title')}
      actions={
        <>
          <Link to={href(pageCount)} className="button button-primary">
            {t('interests.last-page', { page: pageCount })}
          </Link>
          {pageCount > 1 && (
            <Link to={href(1)} className="button button-secondary">
              {t('interests.first-page')}
            </Link>
          )}
        </>
      }
    >
      <p>{t('interests.past-end', { page, count: pageCount })}</p>
    </EmptyState>
  );
}
