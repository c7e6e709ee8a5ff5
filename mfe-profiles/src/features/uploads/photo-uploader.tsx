import { useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { MESSAGES, showToast, uploadImages } from '@heartline/contracts';
import {
  UPLOAD_MAX_AVATAR_FILES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_MEGABYTES,
  UPLOAD_MIN_HEIGHT,
  UPLOAD_MIN_WIDTH,
} from '@heartline/contracts/rules';
import type { Image, UploadType } from '@heartline/contracts/schemas';
import { FileDrop, type ImageDecoder } from '@heartline/ui/file-drop';
import { photoRules, refusalMessages } from '@heartline/widgets';

interface PhotoUploaderProps {
  kind: UploadType;
  /** The member's images after the upload. */
  onUploaded: (images: Image[]) => void;
  upload?: typeof uploadImages;
  /** Decodes a chosen image (tests pass their own). */
  decode?: ImageDecoder;
}

/**
 * Choose or drop photos; each is checked (member spec §5), framed in the photo's 4:5 shape and
 * scaled, then sent with the upload's progress shown.
 */
export function PhotoUploader({ kind, onUploaded, upload = uploadImages, decode }: PhotoUploaderProps) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const send = async (files: File[]) => {
    setProgress(0);
    try {
      const answer = await upload({ type: kind, files, onProgress: setProgress });
      onUploaded(answer.images);
      setSent(t('upload.sent', { count: files.length }));
    } catch {
      setFailed(true);
      showToast(MESSAGES.uploadFailed, 'error');
    } finally {
      setProgress(null);
    }
  };

  const count = kind === 'avatar' ? UPLOAD_MAX_AVATAR_FILES : UPLOAD_MAX_FILES;
  return (
    <div className="photo-uploader">
      <FileDrop
        id={id}
        {...photoRules(kind)}
        decode={decode}
        progress={progress}
        onSelect={() => {
          setSent(null);
          setFailed(false);
        }}
        onFiles={(files) => void send(files)}
        words={{
          choose: t(`upload.choose-${kind}`),
          drop: t('upload.drop', { count }),
          hint: t('upload.rules', { count, megabytes: UPLOAD_MAX_MEGABYTES, width: UPLOAD_MIN_WIDTH, height: UPLOAD_MIN_HEIGHT }),
          refusals: refusalMessages(kind),
          refused: (name, message) => t('upload.refused', { name, message }),
          progress: t('upload.progress'),
          percent: (percent) => t('upload.percent', { percent }),
          cropCounter: (index, total) => t('upload.crop-counter', { index, total }),
          crop: {
            title: t('upload.crop-title'),
            hint: t('upload.crop-hint'),
            zoom: t('upload.crop-zoom'),
            confirm: t('upload.crop-confirm'),
            cancel: t('upload.crop-skip'),
          },
        }}
      />
      {failed && (
        <p className="field-error" role="alert">
          {MESSAGES.uploadFailed}
        </p>
      )}
      {sent && (
        <p className="success-panel" role="status">
          {sent}
        </p>
      )}
    </div>
  );
}
