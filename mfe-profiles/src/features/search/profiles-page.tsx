import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useLocation } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, brandAtom, endEarlyPaint, paths, useLocaleFormat } from '@heartline/contracts';
import { Button, EmptyState } from '@heartline/ui';
import type { ProfileSort } from '@heartline/contracts/schemas';
import { LoadFailed } from '../../components/load-failed';
import { ProfileCard, ProfileCardSkeleton } from '../../components/profile-card';
import { PROFILES_LIST_PATH, profilesListHrefAtom } from '../../lib/profiles-list-href';
import { CARD_ROW_MAX } from '../../lib/image-sources';
import { FiltersForm } from './filters-form';
import { PAGE_SIZE_OPTIONS, SORT_OPTIONS } from './filter-options';
import { PreferencesLine } from './preferences-line';
import { EMPTY_FILTERS } from './profiles-list-state';
import { sameFilters } from './search-address';
import { activeFilterCount, searchKeyOfFilters } from './search-query';
import { useProfilesList } from './use-profiles-list';
import { useCardsInSlices } from './cards-in-slices';

/**
 * The /profiles screen: filters, the five sorts, the per-page selector, the cards and "load more".
 * A plain /profiles shows the member's own preferences, and says so.
 */
export function ProfilesPage() {
  const { t } = useTranslation('profiles');
  const format = useLocaleFormat();
  const id = useId();
  const brand = useAtomValue(brandAtom);
  const grid = useRef<HTMLUListElement>(null);
  const { state, search, preferences, status, applyFilters, setSort, setLimit, loadMore, retry, rememberScroll } = useProfilesList(grid);
  const setListHref = useSetAtom(profilesListHrefAtom);
  const { search: address } = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The filters' form (every chip and slider of spec §3) is built when its panel first opens, not
  // in the render that shows the list, where it was hidden work on every visit; once built it
  // stays, so a draft survives closing the panel.
  const [filtersBuilt, setFiltersBuilt] = useState(false);
  const [now] = useState(() => Date.now());
  const { filters, sorting } = search;
  const filterCount = activeFilterCount(filters);
  const followsPreferences = activeFilterCount(preferences) > 0 && sameFilters(filters, preferences);
  const clearFilters = () => applyFilters(EMPTY_FILTERS);
  // Where a kept list was left; 0 for a list loaded afresh.
  const [arrivalScrollY] = useState(() => (state.loaded ? state.scrollY : 0));
  const [arrivalAnchor] = useState(() => (state.loaded ? state.anchor : undefined));
  // The first screen's cards in the render that shows the list; the rest right after, in slices.
  const cards = useCardsInSlices(state.profiles, arrivalScrollY > 0);

  // Back from a profile: the kept list is on screen again, so its scroll position can be too
  // (after the shell's own scroll handling of the navigation), with the card opened where it was.
  useEffect(() => {
    if (arrivalScrollY <= 0) return;
    const frame = requestAnimationFrame(() => {
      const card = arrivalAnchor && cardItem(grid.current, arrivalAnchor.id);
      window.scrollTo(0, card ? card.getBoundingClientRect().top + window.scrollY - arrivalAnchor.top : arrivalScrollY);
    });
    return () => cancelAnimationFrame(frame);
  }, [arrivalScrollY, arrivalAnchor]);

  // Leaving for a profile: remember where the list was, and its address for "Back to profiles".
  const onOpenProfile = (profileId: string) => {
    const card = cardItem(grid.current, profileId);
    rememberScroll(window.scrollY, card ? { id: profileId, top: card.getBoundingClientRect().top } : undefined);
    setListHref(`${PROFILES_LIST_PATH}${address}`);
  };

  const loading = status === 'loading';
  useEndEarlyPaint(grid, loading);
  return (
    <section className="profiles-page" aria-labelledby={`${id}-title`}>
      <header className="page-header">
        <h1 id={`${id}-title`}>{t('search.title')}</h1>
        <PageTitle page={t('search.title')} />
        <p className="results-count" role="status">
          {loading ? t('search.loading') : t('search.total', { count: state.total, total: format.number(state.total) })}
        </p>
      </header>
      {followsPreferences && <PreferencesLine preferences={preferences} onShowEveryone={clearFilters} />}

      <div className="search-toolbar">
        <button
          type="button"
          className="button button-ghost"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => {
            setFiltersBuilt(true);
            setFiltersOpen((open) => !open);
          }}
        >
          {filterCount > 0 ? t('filters.toggle-active', { count: filterCount }) : t('filters.toggle')}
        </button>
        <div className="field field-inline">
          <label htmlFor={`${id}-sort`}>{t('search.sort')}</label>
          <select id={`${id}-sort`} value={sorting.sortBy} onChange={(event) => setSort(event.target.value as ProfileSort)}>
            {SORT_OPTIONS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-inline">
          <label htmlFor={`${id}-limit`}>{t('search.per-page')}</label>
          <select id={`${id}-limit`} value={sorting.limit} onChange={(event) => setLimit(Number(event.target.value))}>
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
        {filtersBuilt && (
          <FiltersForm
            key={searchKeyOfFilters(filters)}
            filters={filters}
            measurementSystem={brand?.measurementSystem}
            onApply={(chosen) => {
              applyFilters(chosen);
              setFiltersOpen(false);
            }}
          />
        )}
      </div>

      {status === 'failed' && <LoadFailed onRetry={retry} />}

      <ul
        ref={grid}
        className={arrivalScrollY > 0 ? 'profile-grid' : 'profile-grid profile-grid-deferred'}
        aria-label={t('search.results')}
        aria-busy={loading}
      >
        {!loading &&
          cards.map((profile, index) => (
            <li key={profile._id} data-profile-id={profile._id}>
              <ProfileCard profile={profile} now={now} onOpen={() => onOpenProfile(profile._id)} priority={index < CARD_ROW_MAX} />
            </li>
          ))}
        {(loading || status === 'loading-more') &&
          Array.from({ length: loading ? 8 : 4 }, (_, index) => (
            <li key={`skeleton-${index}`} aria-hidden="true">
              <ProfileCardSkeleton />
            </li>
          ))}
      </ul>

      {state.loaded && !loading && state.profiles.length === 0 && status !== 'failed' && (
        <SearchEmpty filtered={filterCount > 0} onClearFilters={clearFilters} />
      )}

      {state.canLoadMore && !loading && (
        <div className="load-more">
          <p className="field-hint">
            {t('search.showing', { shown: format.number(state.profiles.length), total: format.number(state.total) })}
          </p>
          <button type="button" className="button button-primary" onClick={loadMore} disabled={status === 'loading-more'}>
            {status === 'loading-more' ? t('search.loading-more') : t('search.load-more')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The list item of the card of profile `id`, if the list draws it. */
function cardItem(grid: HTMLUListElement | null, id: string): HTMLElement | undefined {
  return Array.from(grid?.children ?? []).find((item): item is HTMLElement => item instanceof HTMLElement && item.dataset.profileId === id);
}

/** No card to show: with filters, a way to widen them; without, what to do meanwhile. */
function SearchEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('profiles');
  return filtered ? (
    <EmptyState
      className="search-empty"
      picture="no-results"
      title={t('search.empty')}
      actions={
        <Button variant="secondary" onClick={onClearFilters}>
          {t('filters.clear')}
        </Button>
      }
    >
      <p>{t('search.empty-hint')}</p>
    </EmptyState>
  ) : (
    <EmptyState
      className="search-empty"
      picture="empty"
      title={t('search.empty-unfiltered-title')}
      actions={
        <Link to={paths.userEdit()} className="button button-secondary">
          {t('search.complete-profile')}
        </Link>
      }
    >
      <p>{t('search.empty-unfiltered')}</p>
      <p>{t('search.empty-unfiltered-hint')}</p>
    </EmptyState>
  );
}

/**
 * The photos the page drew before the app ran (tooling/early-request.mjs) stay until the list's
 * first card shows its own (the same file, from the cache), or the list could not be shown.
 */
function useEndEarlyPaint(grid: RefObject<HTMLUListElement | null>, loading: boolean) {
  useEffect(() => {
    if (loading) return;
    const photo = grid.current?.querySelector('.profile-card-image img');
    if (!(photo instanceof HTMLImageElement) || photo.complete) {
      endEarlyPaint();
      return;
    }
    photo.addEventListener('load', endEarlyPaint, { once: true });
    photo.addEventListener('error', endEarlyPaint, { once: true });
    return () => {
      photo.removeEventListener('load', endEarlyPaint);
      photo.removeEventListener('error', endEarlyPaint);
    };
  }, [grid, loading]);
  // Leaving the list ends it too.
  useEffect(() => endEarlyPaint, []);
}
