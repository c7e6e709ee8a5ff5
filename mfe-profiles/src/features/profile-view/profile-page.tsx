import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { ApiError, PageTitle, brandAtom, paths } from '@heartline/contracts';
import type { ProfileDetail } from '@heartline/contracts/schemas';
import { LoadFailed } from '../../components/load-failed';
import { PlaceIcon } from '../../components/place-icon';
import { ProfileTags } from '../../components/profile-tags';
import { cardTags } from '../../lib/card-tags';
import { formatHeight } from '../../lib/height';
import { imageUrl } from '../../lib/image-url';
import { profilesListHrefAtom } from '../../lib/profiles-list-href';
import { FavouriteButton } from './favourite-button';
import { profileQuery } from './profile-query';
import { LockedPhotosNotice, ProfileGallery } from './profile-gallery';
import type { GatedProfile } from './popup-requests';

/** /profile/:id: the photos large, then the name, the actions, about, interests and the details. */
export function ProfilePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('profiles');
  const listHref = useAtomValue(profilesListHrefAtom);
  const loaded = useQuery(profileQuery(id));
  const notFound = loaded.error instanceof ApiError && (loaded.error.status === 404 || loaded.error.status === 400);

  return (
    <div className="profile-page">
      <Link to={listHref} className="back-link tap-target" preventScrollReset>
        {t('profile.back')}
      </Link>
      {loaded.isPending && <ProfileSkeleton label={t('profile.loading')} />}
      {loaded.isError && !loaded.data && (
        // The failure is the page: its heading is the page's, and names the tab.
        <>
          <PageTitle page={notFound ? t('profile.not-found') : t('common.load-failed')} />
          {notFound ? (
            <LoadFailed headingLevel={1} title={t('profile.not-found')} message={t('profile.not-found-text')} />
          ) : (
            <LoadFailed headingLevel={1} onRetry={() => void loaded.refetch()} />
          )}
        </>
      )}
      {loaded.data && <ProfileView key={loaded.data._id} profile={loaded.data} />}
    </div>
  );
}

/** Shaped like the page: the photo and its thumbnails, the name, the actions and the text. */
function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div className="profile-view profile-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      <div className="profile-view-gallery" aria-hidden="true">
        <div className="skeleton-block profile-skeleton-photo" />
        <div className="profile-skeleton-thumbnails">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="skeleton-block" />
          ))}
        </div>
      </div>
      <div className="profile-view-text" aria-hidden="true">
        <div className="skeleton-line skeleton-line-title" />
        <div className="skeleton-line skeleton-line-city" />
        <div className="skeleton-line skeleton-line-button" />
        <div className="skeleton-line skeleton-line-wide" />
        <div className="skeleton-line skeleton-line-wide" />
        <div className="skeleton-line" />
      </div>
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
  // The city is under the name; the rest of what is known, in the details.
  const facts: [string, string | null | undefined][] = [
    ['gender', profile.gender ? t(`values.own-gender.${profile.gender}`) : null],
    ['height', profile.height ? formatHeight(profile.height, brand?.measurementSystem) : null],
    ['body', profile.body ? t(`values.body.${profile.body}`) : null],
    ['hair', profile.hair ? t(`values.hair.${profile.hair}`) : null],
    ['eyes', profile.eyes ? t(`values.eyes.${profile.eyes}`) : null],
    ['ethnicity', profile.ethnicity ? t(`values.ethnicity.${profile.ethnicity}`) : null],
    ['relationship', profile.relationshipStatus ? t(`values.relationship.${profile.relationshipStatus}`) : null],
  ];
  const known = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));

  return (
    <article className="profile-view" aria-labelledby={`${id}-name`}>
      <div className="profile-view-gallery">
        <ProfileGallery profile={profile} gated={gated} />
      </div>

      <div className="profile-view-text">
        <header className="profile-header">
          <h1 id={`${id}-name`}>
            {profile.username} <span className="profile-card-age">{t('card.age', { age: profile.age })}</span>
          </h1>
          <PageTitle page={t('profile.page-title', { username: profile.username, age: profile.age })} />
          {profile.city && (
            <p className="profile-location">
              <PlaceIcon />
              <span>{profile.city}</span>
            </p>
          )}
          <ProfileTags tags={cardTags(profile, now)} />
          <div className="profile-actions">
            <Link to={paths.newChat(profile._id)} className="button button-primary">
              {t('profile.message')}
            </Link>
            <FavouriteButton profile={gated} initial={profile.isFavourite} />
          </div>
        </header>
        <LockedPhotosNotice profile={profile} gated={gated} />

        <section aria-labelledby={`${id}-about`} className="profile-section">
          <h2 id={`${id}-about`}>{t('profile.about', { username: profile.username })}</h2>
          <p className="profile-about">{profile.about || t('profile.no-about')}</p>
        </section>

        {profile.interests.length > 0 && (
          <section aria-labelledby={`${id}-interests`} className="profile-section">
            <h2 id={`${id}-interests`}>{t('profile.interests')}</h2>
            <ul className="interest-tags">
              {profile.interests.map((interest) => (
                <li key={interest}>{interest}</li>
              ))}
            </ul>
          </section>
        )}

        {known.length > 0 && (
          <section aria-labelledby={`${id}-details`} className="profile-section">
            <h2 id={`${id}-details`}>{t('profile.details')}</h2>
            <dl className="profile-facts-list">
              {known.map(([key, value]) => (
                <div key={key}>
                  <dt>{t(`facts.${key}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </article>
  );
}
