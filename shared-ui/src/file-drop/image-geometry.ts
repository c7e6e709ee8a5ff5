// The arithmetic of FileDrop's checks and crop, as pure functions: sizes in the image's own pixels.

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The zoom a crop allows at most when no minimum size limits it first. */
export const MAX_CROP_ZOOM = 4;

/**
 * At least `min`, either way round: a portrait 360 × 640 photo is as large as a landscape
 * 640 × 360 one (the longer side against the longer minimum, the shorter against the shorter).
 */
export function meetsMinimum(size: Size, min: Size): boolean {
  return (
    Math.max(size.width, size.height) >= Math.max(min.width, min.height) &&
    Math.min(size.width, size.height) >= Math.min(min.width, min.height)
  );
}

/**
 * The size to draw at so it is at least `min` (either way round): unchanged when it is, else
 * scaled up keeping its ratio. A 4:5 frame of a photo that meets the minimum may not (800 × 600
 * framed is 480 × 600): the frame is sent a little larger rather than the photo refused.
 */
export function scaleToMeet(size: Size, min: Size): Size {
  const longer = Math.max(min.width, min.height) / Math.max(size.width, size.height);
  const shorter = Math.min(min.width, min.height) / Math.min(size.width, size.height);
  const ratio = Math.max(longer, shorter);
  if (ratio <= 1) return size;
  return { width: Math.ceil(size.width * ratio), height: Math.ceil(size.height * ratio) };
}

/** The size to draw at: unchanged when it fits in `box`, else scaled down keeping its ratio. */
export function scaleToFit(size: Size, box: Size): Size & { scaled: boolean } {
  const ratio = Math.min(box.width / size.width, box.height / size.height);
  if (ratio >= 1) return { ...size, scaled: false };
  return {
    width: Math.min(box.width, Math.max(1, Math.round(size.width * ratio))),
    height: Math.min(box.height, Math.max(1, Math.round(size.height * ratio))),
    scaled: true,
  };
}

/** The largest rectangle of `aspectRatio` (width / height) inside an image. */
export function largestCrop(image: Size, aspectRatio: number): Size {
  return image.width / image.height > aspectRatio
    ? { width: image.height * aspectRatio, height: image.height }
    : { width: image.width, height: image.width / aspectRatio };
}

/** How far the crop may zoom in: never below the minimum size, never past MAX_CROP_ZOOM; 1 at least. */
export function maxCropZoom(image: Size, aspectRatio: number, min?: Size): number {
  const base = largestCrop(image, aspectRatio);
  if (!min) return MAX_CROP_ZOOM;
  const longer = Math.max(base.width, base.height) / Math.max(min.width, min.height);
  const shorter = Math.min(base.width, base.height) / Math.min(min.width, min.height);
  return Math.max(1, Math.min(MAX_CROP_ZOOM, longer, shorter));
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The crop of `aspectRatio` at `zoom` (1: the largest crop) centred as near `centre` as the
 * image allows: it never leaves the image.
 */
export function cropRect(image: Size, aspectRatio: number, zoom: number, centre: Point): Rect {
  const base = largestCrop(image, aspectRatio);
  const width = base.width / zoom;
  const height = base.height / zoom;
  return {
    x: clamp(centre.x - width / 2, 0, image.width - width),
    y: clamp(centre.y - height / 2, 0, image.height - height),
    width,
    height,
  };
}

/** The centre of a rectangle. */
export function centreOf(rect: Rect): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** Whole pixels for drawing, still inside the image. */
export function pixelRect(rect: Rect, image: Size): Rect {
  const width = Math.min(image.width, Math.round(rect.width));
  const height = Math.min(image.height, Math.round(rect.height));
  return { x: clamp(Math.round(rect.x), 0, image.width - width), y: clamp(Math.round(rect.y), 0, image.height - height), width, height };
}
