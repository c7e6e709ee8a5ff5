// The two children of /user: the member's details (/user) and the edit form (/user/edit), shown
// in the own-profile page's card.
import { Suspense, lazy } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { userAtom } from '@heartline/contracts';
import { OwnProfileView } from './own-profile-view';

// The form brings react-hook-form and zod: only /user/edit loads them.
const ProfileEditForm = lazy(() => import('./profile-edit-form').then((module) => ({ default: module.ProfileEditForm })));

/** /user: the details. The page renders its children only once the member is known. */
export function OwnProfileDetails() {
  const { t } = useTranslation('profiles');
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <>
      <h2>{t('own.details')}</h2>
      <OwnProfileView user={user} />
    </>
  );
}

/** /user/edit: the form, loaded on first use. */
export function OwnProfileEdit() {
  const { t } = useTranslation('profiles');
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <Suspense
      fallback={
        <p role="status" className="own-profile-loading">
          {t('edit.loading')}
        </p>
      }
    >
      <ProfileEditForm user={user} />
    </Suspense>
  );
}
