import { useCallback, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useParams } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { ApiError, MESSAGES, brandAtom, getProfile, paths } from '@heartline/contracts';
import type { ProfileDetail } from '@heartline/contracts/schemas';
import { LoadFailed } from '../../components/load-failed';
import { ProfileTags } from '../../components/profile-tags';
import { cardTags } from '../../lib/card-tags';
import { formatHeight } from '../../lib/height';
import { imageUrl } from '../../lib/image-url';
import { profilesListHrefAtom } from '../../lib/profiles-list-href';
import { useLoad } from '../../lib/use-load';
import { FavouriteButton } from './favourite-button';
import { ProfileGallery } from './profile-gallery';
import type { GatedProfile } from './popup-requests';

/** /profile/:id: the gallery, the details, about and interests, favourite and message actions. */
export function ProfilePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('profiles');
  const listHref = useAtomValue(profilesListHrefAtom);
  const load = useCallback((signal: AbortSignal) => getProfile(id, { loader: false, signal }), [id]);
  const [loaded, retry] = useLoad(id, load);
  const notFound = loaded.status === 'failed' && loaded.error instanceof ApiError && (loaded.error.status === 404 || loaded.error.status === 400);

  return (
    <div className="profile-page">
      <Link to={listHref} className="back-link" preventScrollReset>
        {t('profile.back')}
      </Link>
      {loaded.status === 'loading' && <ProfileSkeleton label={t('profile.loading')} />}
      {loaded.status === 'failed' && <LoadFailed message={notFound ? t('profile.not-found') : MESSAGES.tryRefreshing} onRetry={notFound ? undefined : retry} />}
      {loaded.status === 'ready' && <ProfileView key={loaded.value._id} profile={loaded.value} />}
    </div>
  );
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div className="profile-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton-block profile-skeleton-photo" aria-hidden="true" />
      <div className="skeleton-line skeleton-line-wide" aria-hidden="true" />
      <div className="skeleton-line" aria-hidden="true" />
    </div>
  );
}

export function ProfileView({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const brand = useAtomValue(brandAtom);
  const [now] = useState(() => Date.now());
  const firstPhoto = profile.gallery.find((image) => !image.blocked);
  const gated: GatedProfile = {
    _id: profile._id,
    username: profile.username,
    imageUrl: imageUrl(firstPhoto && !firstPhoto.blocked ? firstPhoto : profile.images[0], 'thumb'),
  };
  const facts: [string, string | null | undefined][] = [
    ['age', t('card.age', { age: profile.age })],
    ['gender', profile.gender ? t(`values.own-gender.${profile.gender}`) : null],
    ['height', profile.height ? formatHeight(profile.height, brand?.measurementSystem) : null],
    ['body', profile.body ? t(`values.body.${profile.body}`) : null],
    ['hair', profile.hair ? t(`values.hair.${profile.hair}`) : null],
    ['eyes', profile.eyes ? t(`values.eyes.${profile.eyes}`) : null],
    ['ethnicity', profile.ethnicity ? t(`values.ethnicity.${profile.ethnicity}`) : null],
    ['relationship', profile.relationshipStatus ? t(`values.relationship.${profile.relationshipStatus}`) : null],
    ['location', profile.city ?? null],
  ];

  return (
    <article className="profile-view" aria-labelledby={`${id}-name`}>
      <header className="profile-header">
        <div>
          <h1 id={`${id}-name`}>
            {profile.username} <span className="profile-card-age">{t('card.age', { age: profile.age })}</span>
          </h1>
          <ProfileTags tags={cardTags(profile, now)} />
        </div>
        <div className="profile-actions">
          <FavouriteButton profile={gated} initial={profile.isFavourite} />
          <Link to={paths.newChat(profile._id)} className="button button-primary">
            {t('profile.message')}
          </Link>
        </div>
      </header>

      <section aria-labelledby={`${id}-photos`} className="profile-section">
        <h2 id={`${id}-photos`}>{t('profile.photos')}</h2>
        <ProfileGallery profile={profile} gated={gated} />
      </section>

      <section aria-labelledby={`${id}-details`} className="profile-section">
        <h2 id={`${id}-details`}>{t('profile.details')}</h2>
        <dl className="profile-facts profile-facts-wide">
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([key, value]) => (
              <div key={key}>
                <dt>{t(`facts.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>

      <section aria-labelledby={`${id}-about`} className="profile-section">
        <h2 id={`${id}-about`}>{t('profile.about', { username: profile.username })}</h2>
        <p className="profile-about">{profile.about || t('profile.no-about')}</p>
        {profile.interests.length > 0 && (
          <>
            <h3>{t('profile.interests')}</h3>
            <ul className="interest-tags">
              {profile.interests.map((interest) => (
                <li key={interest}>{interest}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </article>
  );
}
