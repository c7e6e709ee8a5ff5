import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../button';
import { centreOf, cropRect, maxCropZoom, type Point, type Rect, type Size } from './image-geometry';

export interface CropWords {
  /** Names the crop area ("Frame your photo"). */
  title: string;
  /** How to frame it, by pointer and by keyboard. */
  hint: string;
  zoom: string;
  confirm: string;
  cancel: string;
}

interface ImageCropperProps {
  image: Size & { url: string };
  aspectRatio: number;
  /** The crop is never smaller than this (either way round). */
  minSize?: Size;
  words: CropWords;
  /** "Photo 2 of 3" when several wait. */
  counter?: string;
  busy?: boolean;
  onConfirm: (crop: Rect) => void;
  onCancel: () => void;
}

/** Share of the crop an arrow key moves it (Shift: five times as far), and one zoom step. */
const KEY_PAN = 0.04;
const KEY_ZOOM = 0.1;

/**
 * Frames a photo in the required aspect ratio: drag it (or the arrow keys) to move it under the
 * frame, the slider (or + and −) to zoom. The frame shows exactly what will be sent.
 */
export function ImageCropper({ image, aspectRatio, minSize, words, counter, busy = false, onConfirm, onCancel }: ImageCropperProps) {
  const id = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const maxZoom = maxCropZoom(image, aspectRatio, minSize);
  const [zoom, setZoom] = useState(1);
  const [centre, setCentre] = useState<Point>({ x: image.width / 2, y: image.height / 2 });
  const drag = useRef<{ pointer: Point; centre: Point; scale: number } | null>(null);
  const crop = cropRect(image, aspectRatio, zoom, centre);

  // The crop area takes the focus as it opens (one cropper per photo), so a keyboard user frames it straight away.
  useEffect(() => frameRef.current?.focus(), []);

  // The centre is kept where the crop can be (inside the image), so a drag past the edge and back
  // moves the photo as soon as the pointer turns.
  const placeAt = (point: Point, atZoom = zoom) => setCentre(centreOf(cropRect(image, aspectRatio, atZoom, point)));
  const moveBy = (dx: number, dy: number) => placeAt({ x: crop.x + crop.width / 2 + dx, y: crop.y + crop.height / 2 + dy });
  const zoomTo = (next: number) => {
    const level = Math.min(maxZoom, Math.max(1, next));
    setZoom(level);
    placeAt(centreOf(crop), level);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const frameWidth = event.currentTarget.getBoundingClientRect().width || 1;
    drag.current = { pointer: { x: event.clientX, y: event.clientY }, centre: centreOf(crop), scale: crop.width / frameWidth };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    // Dragging the photo right shows more of its left: the crop moves the other way.
    placeAt({
      x: start.centre.x - (event.clientX - start.pointer.x) * start.scale,
      y: start.centre.y - (event.clientY - start.pointer.y) * start.scale,
    });
  };
  const onPointerEnd = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_PAN * 5 : KEY_PAN;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-crop.width * step, 0],
      ArrowRight: [crop.width * step, 0],
      ArrowUp: [0, -crop.height * step],
      ArrowDown: [0, crop.height * step],
    };
    const move = moves[event.key];
    if (move) moveBy(...move);
    else if (event.key === '+' || event.key === '=') zoomTo(zoom + KEY_ZOOM);
    else if (event.key === '-' || event.key === '_') zoomTo(zoom - KEY_ZOOM);
    else return;
    event.preventDefault();
  };

  // The photo under the frame, in percentages of the frame: no measuring, any frame size.
  const imageStyle = {
    width: `${(image.width / crop.width) * 100}%`,
    height: `${(image.height / crop.height) * 100}%`,
    left: `${(-crop.x / crop.width) * 100}%`,
    top: `${(-crop.y / crop.height) * 100}%`,
  };

  return (
    <div className="ui-cropper">
      {counter && <p className="ui-cropper-counter">{counter}</p>}
      {/* A control of its own (drag, arrows, + and −), described by the hint below; a group, as no ARIA role fits a 2-D pan. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div
        ref={frameRef}
        role="group"
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        className="ui-cropper-frame"
        style={{ aspectRatio: String(aspectRatio) }}
        aria-label={words.title}
        aria-describedby={`${id}-hint`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <img className="ui-cropper-image" src={image.url} alt="" draggable={false} style={imageStyle} />
        <span className="ui-cropper-guides" aria-hidden="true" />
      </div>
      <p id={`${id}-hint`} className="ui-field-hint">
        {words.hint}
      </p>
      <div className="ui-cropper-zoom">
        <label htmlFor={`${id}-zoom`}>{words.zoom}</label>
        <input
          id={`${id}-zoom`}
          type="range"
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          disabled={maxZoom <= 1}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          onChange={(event) => zoomTo(Number(event.target.value))}
        />
      </div>
      <div className="ui-cropper-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {words.cancel}
        </Button>
        <Button variant="primary" loading={busy} onClick={() => onConfirm(crop)}>
          {words.confirm}
        </Button>
      </div>
    </div>
  );
}
