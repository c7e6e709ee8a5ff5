import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { MESSAGES, showToast, uploadImages } from '@heartline/contracts';
import type { Image } from '@heartline/contracts/schemas';
import { prepareImage, type ImageDecoder } from './prepare-image';
import { UPLOAD_MAX_AVATAR_FILES, UPLOAD_MAX_FILES, checkFileCount, type UploadKind } from './upload-checks';

interface PhotoUploaderProps {
  kind: UploadKind;
  /** The member's images after the upload. */
  onUploaded: (images: Image[]) => void;
  upload?: typeof uploadImages;
  decode?: ImageDecoder;
}

interface Refusal {
  name?: string;
  message: string;
}

/** Choose, check, scale and send photos, with the progress of the upload (member spec §5). */
export function PhotoUploader({ kind, onUploaded, upload = uploadImages, decode }: PhotoUploaderProps) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    setSent(null);
    if (chosen.length === 0) return;
    const tooMany = checkFileCount(chosen.length, kind, { tooManyFiles: t('upload.too-many'), tooManyAvatars: t('upload.one-avatar') });
    if (tooMany) {
      setRefusals([{ message: tooMany }]);
      return;
    }
    const prepared = await Promise.all(chosen.map((file) => prepareImage(file, decode)));
    const files = prepared.flatMap((result) => (result.ok ? [result.file] : []));
    setRefusals(prepared.flatMap((result) => (result.ok ? [] : [{ name: result.name, message: result.message }])));
    if (files.length === 0) return;
    setProgress(0);
    try {
      const answer = await upload({ type: kind, files, onProgress: setProgress });
      onUploaded(answer.images);
      setSent(t('upload.sent', { count: files.length }));
    } catch {
      setRefusals((current) => [...current, { message: MESSAGES.uploadFailed }]);
      showToast(MESSAGES.uploadFailed, 'error');
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="photo-uploader">
      <div className="field">
        <label htmlFor={`${id}-files`}>{t(`upload.choose-${kind}`)}</label>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          accept="image/jpeg,image/png"
          multiple={kind === 'others'}
          disabled={uploading}
          aria-describedby={`${id}-rules`}
          onChange={(event) => void onChange(event)}
        />
        <p id={`${id}-rules`} className="field-hint">
          {t('upload.rules', { count: kind === 'avatar' ? UPLOAD_MAX_AVATAR_FILES : UPLOAD_MAX_FILES })}
        </p>
      </div>
      {uploading && (
        <div className="upload-progress">
          <label htmlFor={`${id}-progress`}>{t('upload.progress')}</label>
          <progress id={`${id}-progress`} max={100} value={percent} aria-valuetext={t('upload.percent', { percent })}>
            {t('upload.percent', { percent })}
          </progress>
        </div>
      )}
      {refusals.length > 0 && (
        <ul className="upload-refusals" role="alert">
          {refusals.map((refusal, index) => (
            <li key={index} className="field-error">
              {refusal.name ? t('upload.refused', { name: refusal.name, message: refusal.message }) : refusal.message}
            </li>
          ))}
        </ul>
      )}
      {sent && (
        <p className="success-panel" role="status">
          {sent}
        </p>
      )}
    </div>
  );
}
