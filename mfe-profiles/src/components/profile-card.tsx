import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { brandAtom } from '@heartline/contracts';
import type { Profile } from '@heartline/contracts/schemas';
import { cardTags } from '../lib/card-tags';
import { formatHeight } from '../lib/height';
import { imageUrl } from '../lib/image-url';
import { LazyImage } from './lazy-image';
import { ProfileTags } from './profile-tags';

interface ProfileCardProps {
  profile: Profile;
  /** The clock the new / online tags are read against. */
  now: number;
  /** Under the facts, e.g. the date of an interest relation. */
  footer?: ReactNode;
  /** Called as the member follows the card's link. */
  onOpen?: () => void;
}

/** A card of the lists (member spec §3): first image, username, age, body, hair, height, eyes and tags. */
export function ProfileCard({ profile, now, footer, onOpen }: ProfileCardProps) {
  const { t } = useTranslation('profiles');
  const brand = useAtomValue(brandAtom);
  const unknown = t('card.unknown');
  return (
    <article className="profile-card">
      <LazyImage className="profile-card-image" src={imageUrl(profile.images[0], 'thumb')} alt={t('card.photo-alt', { username: profile.username })} />
      <div className="profile-card-body">
        <h2 className="profile-card-name">
          <Link to={`/profile/${encodeURIComponent(profile._id)}`} className="stretched-link" onClick={onOpen}>
            {profile.username}
          </Link>
          <span className="profile-card-age">{t('card.age', { age: profile.age })}</span>
        </h2>
        <ProfileTags tags={cardTags(profile, now)} />
        <dl className="profile-facts">
          <div>
            <dt>{t('facts.body')}</dt>
            <dd>{profile.body ? t(`values.body.${profile.body}`) : unknown}</dd>
          </div>
          <div>
            <dt>{t('facts.hair')}</dt>
            <dd>{profile.hair ? t(`values.hair.${profile.hair}`) : unknown}</dd>
          </div>
          <div>
            <dt>{t('facts.height')}</dt>
            <dd>{profile.height ? formatHeight(profile.height, brand?.measurementSystem) : unknown}</dd>
          </div>
          <div>
            <dt>{t('facts.eyes')}</dt>
            <dd>{profile.eyes ? t(`values.eyes.${profile.eyes}`) : unknown}</dd>
          </div>
        </dl>
        {footer}
      </div>
    </article>
  );
}

/** A card-shaped placeholder while a page loads. */
export function ProfileCardSkeleton() {
  return (
    <div className="profile-card profile-card-skeleton" aria-hidden="true">
      <div className="lazy-image profile-card-image skeleton-block" />
      <div className="profile-card-body">
        <div className="skeleton-line skeleton-line-wide" />
        <div className="skeleton-line" />
        <div className="skeleton-line" />
      </div>
    </div>
  );
}
