// Photos in the chat (member spec §5 "one attachment per message"): the member picks one of their
// own gallery photos in the attachment gallery (a sheet on a phone), or uploads a new one there
// for this conversation only (issue 28 item 4: POST /conversation/{id}/attachment, never the
// gallery; the spec's photo rules checked first on the original, no crop; the progress shown),
// sees it in the composer until it is sent or taken off, and a photo in a message opens large.
import { Suspense, lazy, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { ApiError, MESSAGES, paths, showToast, uploadChatPhoto, userAtom } from '@heartline/contracts';
import { UPLOAD_MAX_MEGABYTES, UPLOAD_MIN_HEIGHT, UPLOAD_MIN_WIDTH } from '@heartline/contracts/rules';
import type { Image } from '@heartline/contracts/schemas';
import { Button, Dialog, Skeleton, buttonClassName } from '@heartline/ui';
import { photoRules, refusalMessages } from '@heartline/widgets';

// The upload area (FileDrop and its cropper, a shared entry of its own) loads when the gallery
// first opens, not with the chat: most messages carry no photo.
const FileDrop = lazy(() => import('@heartline/ui/file-drop').then((module) => ({ default: module.FileDrop })));

function CameraIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

/** The photo button of the composer and the gallery it opens, for the conversation `conversationId` (`blank`: with `profileId`). */
export function AttachmentPicker({
  chosen,
  onChoose,
  conversationId,
  profileId,
  upload = uploadChatPhoto,
}: {
  chosen: Image | null;
  onChoose: (image: Image) => void;
  conversationId: string;
  profileId: string;
  upload?: typeof uploadChatPhoto;
}) {
  const { t } = useTranslation('messaging');
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const id = useId();
  const photos = user?.images ?? [];

  // A new photo is this conversation's only (never the member's gallery), and the one chosen.
  const send = async (files: File[]) => {
    const [file] = files;
    if (!user || !file) return;
    setProgress(0);
    try {
      const { image } = await upload({
        conversationId,
        ...(conversationId === 'blank' ? { profileId } : {}),
        file,
        onProgress: setProgress,
      });
      onChoose(image);
      setOpen(false);
    } catch (error) {
      showToast(error instanceof ApiError && error.status !== 0 ? error.message : MESSAGES.uploadFailed, 'error');
    } finally {
      setProgress(null);
    }
  };
  // The spec's rules on the photo itself: sent whole (a chat shows it uncropped), scaled down when huge.
  const { cropAspectRatio: _galleryFrame, ...rules } = photoRules('others');
  return (
    <>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary' })}
        aria-label={t('attachments.open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <CameraIcon />
      </button>
      {open && (
        <Dialog
          title={t('attachments.title')}
          onClose={() => setOpen(false)}
          closeLabel={t('attachments.close')}
          variant="sheet"
          describedBy={`${id}-hint`}
        >
          <p id={`${id}-hint`} className="chat-attachments-hint">
            {photos.length === 0 ? t('attachments.none') : t('attachments.hint')}
          </p>
          {photos.length > 0 && (
            <ul className="chat-attachments">
              {photos.map((photo, index) => (
                <li key={photo._id}>
                  <button
                    type="button"
                    className="chat-attachment-choice"
                    aria-pressed={chosen?._id === photo._id}
                    onClick={() => {
                      onChoose(photo);
                      setOpen(false);
                    }}
                  >
                    <img
                      src={photo.path.thumb ?? photo.path.medium}
                      alt={t('attachments.photo', { number: index + 1 })}
                      width={160}
                      height={200}
                      loading="lazy"
                      decoding="async"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Suspense fallback={<Skeleton shape="block" width="100%" height="10rem" />}>
            <FileDrop
              id={`${id}-upload`}
              {...rules}
              maxFiles={1}
              progress={progress}
              onFiles={(files) => void send(files)}
              words={{
                choose: t('attachments.choose'),
                drop: t('attachments.drop'),
                hint: t('attachments.rules', { megabytes: UPLOAD_MAX_MEGABYTES, width: UPLOAD_MIN_WIDTH, height: UPLOAD_MIN_HEIGHT }),
                refusals: refusalMessages('others'),
                refused: (name, message) => t('attachments.refused', { name, message }),
                progress: t('attachments.progress'),
                percent: (percent) => t('attachments.percent', { percent }),
              }}
            />
          </Suspense>
          <p className="chat-attachments-hint">{t('attachments.private')}</p>
          <Link to={paths.user()} className="chat-attachments-manage">
            {t('attachments.manage')}
          </Link>
        </Dialog>
      )}
    </>
  );
}

/** The chosen photo in the composer, until it is sent or taken off. */
export function ChosenPhoto({ image, onRemove }: { image: Image; onRemove: () => void }) {
  const { t } = useTranslation('messaging');
  return (
    <div className="chat-chosen-photo">
      <img src={image.path.thumb ?? image.path.medium} alt={t('attachments.chosen')} width={64} height={80} />
      <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
        {t('attachments.remove')}
      </Button>
    </div>
  );
}

/** A photo in a message: small in the chat, large on a tap. */
export function MessagePhoto({ image, from }: { image: Image; from: string }) {
  const { t } = useTranslation('messaging');
  const [large, setLarge] = useState(false);
  const alt = t('attachments.sentBy', { name: from });
  return (
    <>
      <button type="button" className="chat-photo" aria-label={t('attachments.enlarge', { name: from })} onClick={() => setLarge(true)}>
        <img src={image.path.thumb ?? image.path.medium} alt={alt} width={160} height={200} loading="lazy" decoding="async" />
      </button>
      {large && (
        <Dialog title={alt} onClose={() => setLarge(false)} closeLabel={t('attachments.close')} backdrop="close">
          <img className="chat-photo-large" src={image.path.large ?? image.path.medium} alt={alt} width={640} height={800} />
        </Dialog>
      )}
    </>
  );
}
