import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import type { ProfileDetail } from '@heartline/contracts/schemas';
import { LockIcon } from '../../components/lock-icon';
import { ProfilePhoto } from '../../components/profile-photo';
import { imageUrl } from '../../lib/image-url';
import { requestAttachmentGallery, requestNoSubscription, type GatedProfile } from './popup-requests';
import { useGallerySwipe } from './use-gallery-swipe';

interface ProfileGalleryProps {
  profile: ProfileDetail;
  gated: GatedProfile;
}

/**
 * Every photo in order, one large at a time (a carousel): swipe it, use the arrow buttons, the
 * arrow keys on any of its controls (Home and End too) or the thumbnails. A visible photo opens the full-screen gallery;
 * a blocked one (no URL left the server) is a locked slide whose button opens the upgrade popup
 * (member spec §4); LockedPhotosNotice says how many photos are for VIP members.
 */
export function ProfileGallery({ profile, gated }: ProfileGalleryProps) {
  const { t } = useTranslation('profiles');
  const slides = profile.gallery;
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // Slides reached so far (and their neighbours) keep their photos; the others load when near.
  const [near, setNear] = useState(() => new Set([0, 1]));
  const track = useRef<HTMLDivElement>(null);
  const focusAfterMove = useRef(false);

  const visible = slides.flatMap((image) => (image.blocked ? [] : [image]));
  const photos = visible.map((image, position) => ({
    url: imageUrl(image, 'large') ?? '',
    alt: t('gallery.photo-alt', { username: profile.username, index: position + 1, count: visible.length }),
  }));
  const upgrade = () => requestNoSubscription({ profile: gated, feature: 'images-and-albums' });

  const show = (next: number) => {
    const target = Math.min(Math.max(next, 0), count - 1);
    setIndex(target);
    setNear((known) =>
      known.has(target - 1) && known.has(target) && known.has(target + 1) ? known : new Set([...known, target - 1, target, target + 1]),
    );
  };
  const swipe = useGallerySwipe((direction) => show(index + direction));

  // The keys move the focus along with the photo: the slide left behind becomes inert.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    track.current?.querySelector<HTMLElement>(`[data-slide="${index}"] button`)?.focus();
  }, [index]);

  // On every control of the gallery (its photos, arrows and thumbnails): the keys turn the photo.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusAfterMove.current = track.current?.contains(event.target as Node) ?? false;
    show(target);
  };

  if (count === 0) return <p className="field-hint">{t('profile.no-photos')}</p>;
  const position = (slide: number) => t('gallery.position', { index: slide + 1, count });
  return (
    <section
      className="profile-gallery"
      aria-roledescription={t('gallery.carousel')}
      aria-label={t('gallery.title-of', { username: profile.username })}
    >
      <div className="gallery-stage">
        <div
          ref={track}
          className="gallery-track"
          data-dragging={swipe.offset !== 0 || undefined}
          style={{ transform: `translateX(calc(${-index * 100}% + ${edgeResisted(swipe.offset, index, count)}px))` }}
          {...swipe.handlers}
        >
          {slides.map((image, slide) => (
            <div
              key={image._id}
              className="gallery-slide"
              data-slide={slide}
              role="group"
              aria-roledescription={t('gallery.slide')}
              aria-label={position(slide)}
              inert={slide !== index}
            >
              {image.blocked ? (
                <button type="button" className="gallery-locked" onClick={upgrade} onKeyDown={onKeyDown}>
                  <LockIcon />
                  <span>{t('gallery.locked')}</span>
                </button>
              ) : (
                <button
                  type="button"
                  className="gallery-photo"
                  onKeyDown={onKeyDown}
                  onClick={() =>
                    requestAttachmentGallery({
                      title: t('gallery.title-of', { username: profile.username }),
                      photos,
                      index: visible.indexOf(image),
                    })
                  }
                >
                  {near.has(slide) ? (
                    <ProfilePhoto
                      image={image}
                      slot="gallery"
                      alt={photos[visible.indexOf(image)]?.alt ?? ''}
                      loading={slide === 0 ? 'eager' : 'lazy'}
                      priority={slide === 0}
                    />
                  ) : (
                    <span role="img" aria-label={photos[visible.indexOf(image)]?.alt ?? ''} />
                  )}
                  <span className="visually-hidden">{t('gallery.open')}</span>
                </button>
              )}
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery-arrow gallery-arrow-previous"
              aria-label={t('gallery.previous')}
              aria-disabled={index === 0}
              onClick={() => show(index - 1)}
              onKeyDown={onKeyDown}
            >
              <Chevron direction="previous" />
            </button>
            <button
              type="button"
              className="gallery-arrow gallery-arrow-next"
              aria-label={t('gallery.next')}
              aria-disabled={index === count - 1}
              onClick={() => show(index + 1)}
              onKeyDown={onKeyDown}
            >
              <Chevron direction="next" />
            </button>
            <p className="gallery-counter" aria-live="polite">
              {position(index)}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery-thumbnails" aria-label={t('gallery.choose')}>
          {slides.map((image, slide) => (
            <li key={image._id}>
              <button
                type="button"
                className="gallery-thumbnail"
                aria-label={t('gallery.show', { index: slide + 1, count })}
                aria-current={slide === index || undefined}
                onClick={() => show(slide)}
                onKeyDown={onKeyDown}
              >
                {image.blocked ? <LockIcon /> : <ProfilePhoto image={image} slot="thumbnail" alt="" loading="lazy" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * How many photos are for VIP members, with the way to unlock them. The profile page shows it
 * after the person (name, age, city, "Send a message"): on a phone those come first (issue 28).
 */
export function LockedPhotosNotice({ profile, gated }: ProfileGalleryProps) {
  const { t } = useTranslation('profiles');
  const blockedCount = profile.gallery.filter((image) => image.blocked).length;
  if (blockedCount === 0) return null;
  return (
    <div className="notice upgrade-notice">
      <p>{t('gallery.blocked-notice', { count: blockedCount, username: profile.username })}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => requestNoSubscription({ profile: gated, feature: 'images-and-albums' })}
      >
        {t('gallery.unlock')}
      </button>
    </div>
  );
}

/** Past the first or the last photo the drag gives only a third of the way: there is nothing there. */
function edgeResisted(offset: number, index: number, count: number): number {
  const pastTheEnd = (offset > 0 && index === 0) || (offset < 0 && index === count - 1);
  return pastTheEnd ? offset / 3 : offset;
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      />
    </svg>
  );
}
