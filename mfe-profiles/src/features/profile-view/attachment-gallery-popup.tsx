import { useEffect, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import type { PopupProps } from '@heartline/contracts';
import { EmptyState } from '@heartline/ui';
import { readAttachmentGalleryProps } from './popup-requests';

/**
 * The full-screen gallery. The shell's Frame is a modal dialog (focus trap, Escape closes), so
 * every key pressed while it is open is meant for it: the arrows page through the photos.
 */
export function AttachmentGalleryPopup({ popup, close, Frame }: PopupProps) {
  const { t } = useTranslation('profiles');
  const { title, photos, index: first } = readAttachmentGalleryProps(popup.props);
  const [index, setIndex] = useState(first);
  const count = photos.length;
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  const photo = photos[index];
  return (
    <Frame title={title || t('gallery.title')} onClose={close}>
      <div className="attachment-gallery">
        {photo ? (
          <figure className="attachment-gallery-figure">
            <img src={photo.url} alt={photo.alt} />
            <figcaption aria-live="polite">{t('gallery.position', { index: index + 1, count })}</figcaption>
          </figure>
        ) : (
          <EmptyState picture="empty" size="compact" title={t('gallery.empty-title')}>
            <p>{t('gallery.empty')}</p>
          </EmptyState>
        )}
        {count > 1 && (
          <div className="attachment-gallery-controls">
            <button type="button" className="button button-ghost" onClick={() => step(-1)}>
              {t('gallery.previous')}
            </button>
            <button type="button" className="button button-ghost" onClick={() => step(1)}>
              {t('gallery.next')}
            </button>
          </div>
        )}
        <p className="field-hint">{t('gallery.keys')}</p>
      </div>
    </Frame>
  );
}
