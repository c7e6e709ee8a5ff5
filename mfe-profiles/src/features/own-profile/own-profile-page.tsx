import { useEffect, useId, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link, Outlet, matchPath, useLocation } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, bus, userAtom, type User } from '@heartline/contracts';
import { completionPromotionActive, missingProfileFields } from '../../lib/profile-completeness';

/** Members the completion popup was offered to on this visit (offered once, not on every render). */
const offeredCompletion = new Set<string>();

/** While the complete_profile promotion runs and something is missing, offer to complete it once. */
function useCompletionOffer(user: User | null, editing: boolean) {
  useEffect(() => {
    if (!user || editing || offeredCompletion.has(user._id) || !completionPromotionActive(user)) return;
    const missing = missingProfileFields(user);
    if (missing.length === 0) return;
    offeredCompletion.add(user._id);
    bus.emit('popup:open', { name: 'profile-completion', props: { missing } });
  }, [user, editing]);
}

/**
 * /user and /user/edit: one screen, the own profile and its edit form, with the photos given. The
 * child route (own-profile-sections.tsx: the details, or the form) fills the card; this page
 * stays mounted when the member starts editing.
 */
export function OwnProfilePage({ photos: photoManager }: { photos: ReactNode }) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const user = useAtomValue(userAtom);
  const { pathname } = useLocation();
  const editing = matchPath('/user/edit', pathname) !== null;
  useCompletionOffer(user, editing);

  if (!user) {
    return (
      <p role="status" className="own-profile-loading">
        {t('own.loading')}
      </p>
    );
  }
  // Photos come first on the profile, after the form while editing.
  const photos = (
    <section className="card" aria-labelledby={`${id}-photos`}>
      <h2 id={`${id}-photos`}>{t('photos.title')}</h2>
      {photoManager}
    </section>
  );
  return (
    <div className="own-profile-page">
      <header className="page-header">
        <h1>{t('own.title')}</h1>
        <PageTitle page={t(editing ? 'edit.title' : 'own.title')} />
        {!editing && (
          <Link to="/user/edit" className="button button-primary">
            {t('own.edit')}
          </Link>
        )}
      </header>
      {!editing && photos}
      <section className="card">
        <Outlet />
      </section>
      {editing && photos}
    </div>
  );
}
