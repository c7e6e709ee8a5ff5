import { useAtomValue } from 'jotai';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { brandAtom, paths } from '@heartline/contracts';
import type { Profile } from '@heartline/contracts/schemas';
import { ProfileTags } from '../../components/profile-tags';
import { cardTags } from '../../lib/card-tags';
import { formatHeight } from '../../lib/height';
import { ProfilePhoto } from '../../components/profile-photo';
import { SWIPE_THRESHOLD_PX, useDragSwipe } from './use-drag-swipe';
import type { SwipeAction } from './swipe-game';

interface SwipeCardProps {
  profile: Profile;
  now: number;
  onSwipe: (action: SwipeAction) => boolean;
}

/** The top card of the stack, draggable left and right. */
export function SwipeCard({ profile, now, onSwipe }: SwipeCardProps) {
  const { t } = useTranslation('profiles');
  const brand = useAtomValue(brandAtom);
  const { offset, handlers } = useDragSwipe(onSwipe);
  const leaning = offset > SWIPE_THRESHOLD_PX / 2 ? 'like' : offset < -SWIPE_THRESHOLD_PX / 2 ? 'dislike' : null;
  const facts = [
    // Each fact says what it is about: 'Average build', not 'Average'; 'Other hair colour', not 'Other hair'.
    profile.body && t('swipe.body', { body: t(`values.body.${profile.body}`) }),
    profile.hair && (profile.hair === 'other' ? t('swipe.hair-other') : t('swipe.hair', { hair: t(`values.hair.${profile.hair}`) })),
    profile.height && formatHeight(profile.height, brand?.measurementSystem),
    profile.eyes && t('swipe.eyes', { eyes: t(`values.eyes.${profile.eyes}`) }),
  ].filter(Boolean);
  return (
    <article
      className={`swipe-card${leaning ? ` swipe-card-${leaning}` : ''}`}
      style={{ transform: offset ? `translateX(${offset}px) rotate(${offset / 20}deg)` : undefined }}
      aria-roledescription={t('swipe.card')}
      aria-label={t('swipe.card-label', { username: profile.username, age: profile.age })}
      data-testid="swipe-card"
      {...handlers}
    >
      <ProfilePhoto
        className="swipe-card-image"
        image={profile.images[0]}
        slot="swipe"
        alt={t('card.photo-alt', { username: profile.username })}
        loading="eager"
        priority
      />
      <div className="swipe-card-body">
        <h2>
          <Link to={paths.profile(profile._id)} className="tap-target">
            {profile.username}
          </Link>{' '}
          <span className="profile-card-age">{t('card.age', { age: profile.age })}</span>
        </h2>
        <ProfileTags tags={cardTags(profile, now)} />
        {facts.length > 0 && <p>{facts.join(' · ')}</p>}
      </div>
      {leaning && (
        <span className={`swipe-stamp swipe-stamp-${leaning}`} aria-hidden="true">
          {t(`swipe.${leaning}`)}
        </span>
      )}
    </article>
  );
}
