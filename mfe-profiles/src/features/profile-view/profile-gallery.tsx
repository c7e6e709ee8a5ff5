import { useTranslation } from '@heartline/contracts/i18n';
import type { ProfileDetail } from '@heartline/contracts/schemas';
import { LockIcon } from '../../components/lock-icon';
import { imageUrl } from '../../lib/image-url';
import { requestAttachmentGallery, requestNoSubscription, type GatedProfile } from './popup-requests';

interface ProfileGalleryProps {
  profile: ProfileDetail;
  gated: GatedProfile;
}

/**
 * Every photo in order. A visible one opens the full-screen gallery; a blocked one (no URL left
 * the server) is a locked tile whose button opens the upgrade popup (member spec §4).
 */
export function ProfileGallery({ profile, gated }: ProfileGalleryProps) {
  const { t } = useTranslation('profiles');
  const visible = profile.gallery.flatMap((image) => (image.blocked ? [] : [image]));
  const blockedCount = profile.gallery.length - visible.length;
  const photos = visible.map((image, index) => ({
    url: imageUrl(image, 'large') ?? '',
    alt: t('gallery.photo-alt', { username: profile.username, index: index + 1, count: visible.length }),
  }));
  const upgrade = () => requestNoSubscription({ profile: gated, feature: 'images-and-albums' });

  if (profile.gallery.length === 0) return <p className="field-hint">{t('profile.no-photos')}</p>;
  return (
    <div className="profile-gallery">
      <ul className="gallery-grid" aria-label={t('profile.photos')}>
        {profile.gallery.map((image) => {
          if (image.blocked) {
            return (
              <li key={image._id}>
                <button type="button" className="gallery-tile gallery-tile-locked" onClick={upgrade}>
                  <LockIcon />
                  <span>{t('gallery.locked')}</span>
                </button>
              </li>
            );
          }
          const index = visible.indexOf(image);
          return (
            <li key={image._id}>
              <button
                type="button"
                className="gallery-tile"
                onClick={() => requestAttachmentGallery({ title: t('gallery.title-of', { username: profile.username }), photos, index })}
              >
                <img src={imageUrl(image, 'medium')} alt={photos[index]?.alt ?? ''} loading="lazy" />
                <span className="visually-hidden">{t('gallery.open')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {blockedCount > 0 && (
        <div className="notice upgrade-notice">
          <p>{t('gallery.blocked-notice', { count: blockedCount, username: profile.username })}</p>
          <button type="button" className="button button-primary" onClick={upgrade}>
            {t('gallery.unlock')}
          </button>
        </div>
      )}
    </div>
  );
}
