import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { brandAtom } from '@heartline/contracts';
import type { ProfileSort } from '@heartline/contracts/schemas';
import { LoadFailed } from '../../components/load-failed';
import { ProfileCard, ProfileCardSkeleton } from '../../components/profile-card';
import { FiltersForm } from './filters-form';
import { PAGE_SIZE_OPTIONS, SORT_OPTIONS } from './filter-options';
import { activeFilterCount } from './search-query';
import { useProfilesList } from './use-profiles-list';

/** The /profiles screen: filters, the five sorts, the per-page selector, the cards and "load more". */
export function ProfilesPage() {
  const { t } = useTranslation('profiles');
  const id = useId();
  const brand = useAtomValue(brandAtom);
  const { state, status, applyFilters, setSort, setLimit, loadMore, retry, rememberScroll } = useProfilesList();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [now] = useState(() => Date.now());
  const filterCount = activeFilterCount(state.filters);
  // Where a kept list was left; 0 for a list loaded afresh.
  const [arrivalScrollY] = useState(() => (state.loaded ? state.scrollY : 0));

  // Back from a profile: the kept list is on screen again, so its scroll position can be too
  // (after the shell's own scroll handling of the navigation).
  useEffect(() => {
    if (arrivalScrollY <= 0) return;
    const frame = requestAnimationFrame(() => window.scrollTo(0, arrivalScrollY));
    return () => cancelAnimationFrame(frame);
  }, [arrivalScrollY]);

  // Leaving for a profile: remember where the list was.
  const onOpenProfile = () => rememberScroll(window.scrollY);

  const loading = status === 'loading';
  return (
    <section className="profiles-page" aria-labelledby={`${id}-title`}>
      <header className="page-header">
        <h1 id={`${id}-title`}>{t('search.title')}</h1>
        <p className="results-count" role="status">
          {loading ? t('search.loading') : t('search.total', { count: state.total })}
        </p>
      </header>

      <div className="search-toolbar">
        <button
          type="button"
          className="button button-ghost"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filterCount > 0 ? t('filters.toggle-active', { count: filterCount }) : t('filters.toggle')}
        </button>
        <div className="field field-inline">
          <label htmlFor={`${id}-sort`}>{t('search.sort')}</label>
          <select id={`${id}-sort`} value={state.sorting.sortBy} onChange={(event) => setSort(event.target.value as ProfileSort)}>
            {SORT_OPTIONS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-inline">
          <label htmlFor={`${id}-limit`}>{t('search.per-page')}</label>
          <select id={`${id}-limit`} value={state.sorting.limit} onChange={(event) => setLimit(Number(event.target.value))}>
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div id={`${id}-filters`} hidden={!filtersOpen} className="card filters-panel">
        <h2 className="visually-hidden">{t('filters.title')}</h2>
        <FiltersForm
          key={JSON.stringify(state.filters)}
          filters={state.filters}
          measurementSystem={brand?.measurementSystem}
          onApply={(filters) => {
            applyFilters(filters);
            setFiltersOpen(false);
          }}
        />
      </div>

      {status === 'failed' && <LoadFailed onRetry={retry} />}

      <ul className="profile-grid" aria-label={t('search.results')} aria-busy={loading}>
        {!loading &&
          state.profiles.map((profile) => (
            <li key={profile._id}>
              <ProfileCard profile={profile} now={now} onOpen={onOpenProfile} />
            </li>
          ))}
        {(loading || status === 'loading-more') &&
          Array.from({ length: loading ? 8 : 4 }, (_, index) => (
            <li key={`skeleton-${index}`} aria-hidden="true">
              <ProfileCardSkeleton />
            </li>
          ))}
      </ul>

      {state.loaded && !loading && state.profiles.length === 0 && status !== 'failed' && <p className="notice">{t('search.empty')}</p>}

      {state.canLoadMore && !loading && (
        <div className="load-more">
          <p className="field-hint">{t('search.showing', { shown: state.profiles.length, total: state.total })}</p>
          <button type="button" className="button button-primary" onClick={loadMore} disabled={status === 'loading-more'}>
            {status === 'loading-more' ? t('search.loading-more') : t('search.load-more')}
          </button>
        </div>
      )}
    </section>
  );
}
