import type { ReactNode } from 'react';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import type { ProfileListCard } from '@heartline/contracts/schemas';
import { cardTags } from '../lib/card-tags';
import { LazyImage } from './lazy-image';
import { PlaceIcon } from './place-icon';
import { ProfileTags } from './profile-tags';

interface ProfileCardProps {
  /** A list's card, or any profile (a profile carries every field a card draws). */
  profile: ProfileListCard;
  /** The clock the new / online tags are read against. */
  now: number;
  /** Under the line about the person, e.g. the date of an interest relation. */
  footer?: ReactNode;
  /** Called as the member follows the card's link. */
  onOpen?: () => void;
  /** A card of the list's first row: its photo loads first (fetchpriority high), never deferred. */
  priority?: boolean;
}

/**
 * A card of the lists, photo first (issue 10): the first photo large, its marks over it, then the
 * username and age, the city and a line about the person. The facts are on the profile page.
 */
export function ProfileCard({ profile, now, footer, onOpen, priority }: ProfileCardProps) {
  const { t } = useTranslation('profiles');
  return (
    <article className="profile-card">
      <div className="profile-card-media">
        <LazyImage
          className="profile-card-image"
          image={profile.images[0]}
          slot="card"
          alt={t('card.photo-alt', { username: profile.username })}
          priority={priority}
        />
        <ProfileTags tags={cardTags(profile, now)} />
      </div>
      <div className="profile-card-body">
        <h2 className="profile-card-name">
          <Link to={`/profile/${encodeURIComponent(profile._id)}`} className="stretched-link profile-card-username" onClick={onOpen}>
            {profile.username}
          </Link>
          <span className="profile-card-age">{t('card.age', { age: profile.age })}</span>
        </h2>
        {profile.city && (
          <p className="profile-card-city">
            <PlaceIcon />
            <span>{profile.city}</span>
          </p>
        )}
        {profile.bio && <p className="profile-card-bio">{profile.bio}</p>}
        {footer}
      </div>
    </article>
  );
}

/** A card-shaped placeholder while a page loads: the photo, the name, the city and the line. */
export function ProfileCardSkeleton() {
  return (
    <div className="profile-card profile-card-skeleton" aria-hidden="true">
      <div className="profile-card-media">
        <div className="lazy-image profile-card-image skeleton-block" />
      </div>
      <div className="profile-card-body">
        <div className="skeleton-line skeleton-line-name" />
        <div className="skeleton-line skeleton-line-city" />
        <div className="skeleton-line skeleton-line-bio" />
      </div>
    </div>
  );
}
