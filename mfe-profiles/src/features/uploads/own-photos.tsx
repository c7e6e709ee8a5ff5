import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { bus, deleteImage, showToast, userAtom } from '@heartline/contracts';
import type { Image } from '@heartline/contracts/schemas';
import { Badge, Button } from '@heartline/ui';
import { imageUrl } from '../../lib/image-url';
import { justCompleted } from '../../lib/profile-completeness';
import { PhotoUploader } from './photo-uploader';
import './uploads.css';

/** The member's avatar and photos: upload, pending approval while under moderation, delete. */
export function OwnPhotos() {
  const { t } = useTranslation('profiles');
  const user = useAtomValue(userAtom);
  const [deleting, setDeleting] = useState<string | null>(null);
  if (!user) return null;

  const setImages = (images: Image[]) => {
    // The profile photo is often the last thing a promoted profile was missing.
    if (justCompleted(user, { ...user, images })) bus.emit('popup:open', { name: 'profile-completed' });
    bus.emit('user:updated', { _id: user._id, images });
  };
  const remove = async (image: Image) => {
    setDeleting(image._id);
    try {
      const answer = await deleteImage(user._id, image._id);
      setImages(answer.images);
    } catch {
      showToast(t('photos.delete-failed'), 'error');
    } finally {
      setDeleting(null);
    }
  };

  const avatar = user.images.find((image) => image.type === 'avatar');
  const photos = user.images.filter((image) => image.type !== 'avatar');
  return (
    <div className="own-photos">
      <h3>{t('photos.avatar')}</h3>
      <ul className="own-photo-grid" aria-label={t('photos.avatar')}>
        {avatar ? (
          <OwnPhoto image={avatar} label={t('photos.avatar-alt')} busy={deleting === avatar._id} onDelete={remove} />
        ) : (
          <li className="field-hint">{t('photos.no-avatar')}</li>
        )}
      </ul>
      <PhotoUploader kind="avatar" onUploaded={setImages} />
      <h3>{t('photos.others')}</h3>
      <ul className="own-photo-grid" aria-label={t('photos.others')}>
        {photos.length === 0 && <li className="field-hint">{t('photos.none')}</li>}
        {photos.map((image, index) => (
          <OwnPhoto
            key={image._id}
            image={image}
            label={t('photos.photo-alt', { index: index + 1 })}
            busy={deleting === image._id}
            onDelete={remove}
          />
        ))}
      </ul>
      <PhotoUploader kind="others" onUploaded={setImages} />
    </div>
  );
}

function OwnPhoto({
  image,
  label,
  busy,
  onDelete,
}: {
  image: Image;
  label: string;
  busy: boolean;
  onDelete: (image: Image) => Promise<void>;
}) {
  const { t } = useTranslation('profiles');
  return (
    <li className="own-photo">
      <img src={imageUrl(image, 'thumb')} alt={label} loading="lazy" />
      {image.under_moderation && (
        <Badge tone="warning" className="own-photo-pending">
          {t('photos.pending')}
        </Badge>
      )}
      <Button
        variant="secondary"
        size="sm"
        block
        loading={busy}
        onClick={() => void onDelete(image)}
        aria-label={t('photos.delete-label', { label })}
      >
        {t('photos.delete')}
      </Button>
    </li>
  );
}
