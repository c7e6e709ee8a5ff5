import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ImageCropper, type CropWords } from './image-cropper';
import { decodeImage, type DecodedImage, type ImageDecoder } from './decode-image';
import { isAcceptedType, renamedFor } from './file-checks';
import { meetsMinimum, pixelRect, scaleToFit, scaleToMeet, type Rect, type Size } from './image-geometry';
import '../base.css';
import '../field.css';
import './file-drop.css';

export type FileRefusalReason = 'count' | 'type' | 'size' | 'dimensions' | 'failed';

export interface FileDropWords {
  /** The button-like label of the file input ("Choose photos"). */
  choose: string;
  /** Beside it, for pointers ("or drop them here"). */
  drop: string;
  /** The rules, below ("jpeg or png, up to 5 MB, at least 640 × 360 px"). */
  hint?: string;
  /** Why a file was refused, by reason (the app's catalogue). */
  refusals: Record<FileRefusalReason, string>;
  /** A refusal about one file ("beach.gif: Invalid file type"). */
  refused: (name: string, message: string) => string;
  /** The progress bar's label, and its value in words. */
  progress: string;
  percent: (percent: number) => string;
  /** "Photo 2 of 3" while several wait to be framed. */
  cropCounter?: (index: number, total: number) => string;
  crop?: CropWords;
}

export interface FileDropProps {
  words: FileDropWords;
  /** Accepted MIME types (image/jpeg, image/png, image/*); a file without a type is judged by its extension. */
  accept: readonly string[];
  /** The largest file, in bytes. */
  maxBytes?: number;
  /** Files per selection; default 1. More at once refuses the whole selection. */
  maxFiles?: number;
  /** Images: the smallest size, either way round (of the crop, when cropping). */
  minSize?: Size;
  /** Images: a larger one (or crop) is scaled down into this box, keeping its ratio. */
  maxSize?: Size;
  /** Images: each is framed in this aspect ratio (width / height) before it is handed over. */
  cropAspectRatio?: number;
  /** How a scaled or cropped image is encoded; default JPEG at 0.8. */
  output?: { type: string; quality: number };
  /** 0…1 while the caller uploads (a progress bar; no new choice meanwhile); null otherwise. */
  progress?: number | null;
  disabled?: boolean;
  /** The files that passed every rule, cropped and scaled as asked. */
  onFiles: (files: File[]) => void;
  /** A new choice or drop starts (the caller clears what it said about the last one). */
  onSelect?: () => void;
  /** Decodes an image (tests pass their own); default createImageBitmap. */
  decode?: ImageDecoder;
  id?: string;
  className?: string;
}

interface Refusal {
  name?: string;
  reason: FileRefusalReason;
}

interface CropQueue {
  waiting: { file: File; image: DecodedImage }[];
  position: number;
  done: File[];
}

const DEFAULT_OUTPUT = { type: 'image/jpeg', quality: 0.8 };

/**
 * Choosing files: a zone that takes a drop or a click (the file input inside is a real, labelled
 * control, so the keyboard opens the system's picker), the accept, size and dimension rules
 * checked before anything is sent, each image framed in the required aspect ratio on a canvas,
 * then handed to the caller, whose upload shows here as a progress bar beside the previews.
 */
export function FileDrop({
  words,
  accept,
  maxBytes,
  maxFiles = 1,
  minSize,
  maxSize,
  cropAspectRatio,
  output = DEFAULT_OUTPUT,
  progress = null,
  disabled = false,
  onFiles,
  onSelect,
  decode = decodeImage,
  id: givenId,
  className,
}: FileDropProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [queue, setQueue] = useState<CropQueue | null>(null);
  const [encoding, setEncoding] = useState(false);
  const [previews, setPreviews] = useState<{ name: string; url: string }[]>([]);
  const uploading = progress !== null;
  const blocked = disabled || uploading || checking || queue !== null;

  // The previews show while the upload runs; their addresses are freed when the next ones come.
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL?.(preview.url)), [previews]);

  const handOver = (files: File[]) => {
    if (files.length === 0) return;
    if (typeof URL.createObjectURL === 'function') setPreviews(files.map((file) => ({ name: file.name, url: URL.createObjectURL(file) })));
    onFiles(files);
  };

  const encodeFile = async (file: File, image: DecodedImage, source: Rect) => {
    const pixels = pixelRect(source, image);
    const fitted = maxSize ? scaleToFit(pixels, maxSize) : pixels;
    // The photo met the minimum; its frame is sent at least that large too (the API checks it).
    const target = minSize ? scaleToMeet(fitted, minSize) : fitted;
    const blob = await image.encode(pixels, { width: target.width, height: target.height }, output.type, output.quality);
    return new File([blob], renamedFor(file.name, output.type), { type: output.type });
  };

  /** One file through the rules: refused, waiting to be framed, or ready as it is (or scaled). */
  const check = async (file: File): Promise<{ refusal: Refusal } | { crop: { file: File; image: DecodedImage } } | { ready: File }> => {
    if (!isAcceptedType(file, accept)) return { refusal: { name: file.name, reason: 'type' } };
    if (maxBytes !== undefined && file.size > maxBytes) return { refusal: { name: file.name, reason: 'size' } };
    if (!minSize && !maxSize && !cropAspectRatio) return { ready: file };
    let image: DecodedImage;
    try {
      image = await decode(file);
    } catch {
      // Not an image whatever its name says.
      return { refusal: { name: file.name, reason: 'type' } };
    }
    // The rule is the photo's own size (member spec §5: at least 640 × 360 either way round), not
    // its 4:5 frame's: an 800 × 600 photo is taken.
    if (minSize && !meetsMinimum(image, minSize)) {
      image.close();
      return { refusal: { name: file.name, reason: 'dimensions' } };
    }
    if (cropAspectRatio) return { crop: { file, image } };
    try {
      if (!maxSize || !scaleToFit(image, maxSize).scaled) return { ready: file };
      return { ready: await encodeFile(file, image, { x: 0, y: 0, width: image.width, height: image.height }) };
    } catch {
      return { refusal: { name: file.name, reason: 'failed' } };
    } finally {
      image.close();
    }
  };

  const take = async (files: File[]) => {
    if (blocked || files.length === 0) return;
    onSelect?.();
    setRefusals([]);
    if (files.length > maxFiles) {
      setRefusals([{ reason: 'count' }]);
      return;
    }
    setChecking(true);
    try {
      const results = await Promise.all(files.map(check));
      setRefusals(results.flatMap((result) => ('refusal' in result ? [result.refusal] : [])));
      const ready = results.flatMap((result) => ('ready' in result ? [result.ready] : []));
      const waiting = results.flatMap((result) => ('crop' in result ? [result.crop] : []));
      if (waiting.length > 0) setQueue({ waiting, position: 0, done: ready });
      else handOver(ready);
    } finally {
      setChecking(false);
    }
  };

  /** The framed (or skipped) photo leaves the queue; after the last one, the framed files go. */
  const next = (queued: CropQueue, framed: File | null) => {
    queued.waiting[queued.position]!.image.close();
    const done = framed ? [...queued.done, framed] : queued.done;
    if (queued.position + 1 < queued.waiting.length) {
      setQueue({ ...queued, position: queued.position + 1, done });
      return;
    }
    setQueue(null);
    handOver(done);
    // Back to the zone's control, where the member started.
    requestAnimationFrame(() => input.current?.focus());
  };

  const confirmCrop = async (crop: Rect) => {
    if (!queue) return;
    const { file, image } = queue.waiting[queue.position]!;
    setEncoding(true);
    try {
      next(queue, await encodeFile(file, image, crop));
    } catch {
      setRefusals((current) => [...current, { name: file.name, reason: 'failed' }]);
      next(queue, null);
    } finally {
      setEncoding(false);
    }
  };

  // A file dragged over the page would otherwise open in the tab: the zone takes it.
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    if (!blocked) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(Array.from(event.dataTransfer.files));
  };

  const percent = Math.round((progress ?? 0) * 100);
  const current = queue?.waiting[queue.position];
  const zoneClasses = ['ui-file-drop-zone', dragging ? 'ui-file-drop-zone-active' : '', blocked ? 'ui-file-drop-zone-blocked' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `ui-file-drop ${className}` : 'ui-file-drop'}>
      {current && queue && words.crop && cropAspectRatio ? (
        <ImageCropper
          key={`${queue.position}-${current.image.url}`}
          image={current.image}
          aspectRatio={cropAspectRatio}
          minSize={minSize}
          words={words.crop}
          counter={queue.waiting.length > 1 ? words.cropCounter?.(queue.position + 1, queue.waiting.length) : undefined}
          busy={encoding}
          onConfirm={(crop) => void confirmCrop(crop)}
          onCancel={() => next(queue, null)}
        />
      ) : (
        // A click anywhere on the zone opens the picker, as the label does; the input is the keyboard's way.
        // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the input inside is the keyboard's control
        <div
          className={zoneClasses}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
          onClick={(event) => {
            // The label and the input open it themselves.
            if (!blocked && !(event.target as Element).closest('label, input')) input.current?.click();
          }}
        >
          <span className="ui-file-drop-icon" aria-hidden="true" />
          <input
            ref={input}
            id={`${id}-files`}
            className="ui-file-drop-input"
            type="file"
            accept={accept.join(',')}
            multiple={maxFiles > 1}
            disabled={disabled || uploading}
            aria-describedby={words.hint ? `${id}-rules` : undefined}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              event.target.value = '';
              void take(chosen);
            }}
          />
          <label htmlFor={`${id}-files`} className="ui-file-drop-choose">
            {words.choose}
          </label>
          <span className="ui-file-drop-or">{checking ? <span className="ui-spinner" aria-hidden="true" /> : words.drop}</span>
          {words.hint && (
            <span id={`${id}-rules`} className="ui-file-drop-rules">
              {words.hint}
            </span>
          )}
        </div>
      )}
      {uploading && (
        <div className="ui-file-drop-progress">
          {previews.length > 0 && (
            <ul className="ui-file-drop-previews" aria-hidden="true">
              {previews.map((preview) => (
                <li key={preview.url}>
                  <img src={preview.url} alt="" />
                </li>
              ))}
            </ul>
          )}
          <div className="ui-file-drop-bar">
            <label htmlFor={`${id}-progress`}>{words.progress}</label>
            <progress id={`${id}-progress`} max={100} value={percent} aria-valuetext={words.percent(percent)}>
              {words.percent(percent)}
            </progress>
          </div>
        </div>
      )}
      {refusals.length > 0 && (
        <ul className="ui-file-drop-refusals" role="alert">
          {refusals.map((refusal, index) => (
            <li key={index} className="field-error ui-field-error">
              {refusal.name ? words.refused(refusal.name, words.refusals[refusal.reason]) : words.refusals[refusal.reason]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
