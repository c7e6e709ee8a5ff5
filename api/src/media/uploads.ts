// Member photo uploads: the real type from the bytes (JPEG or PNG, whatever the name says), the
// minimum size, then a fresh encode with sharp (which drops every piece of metadata) into the
// stored sizes. Nothing is written until every file of the request has passed.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { MESSAGES } from '@heartline/contracts/rules';
import { IMAGE_SIZES, UPLOAD_LIMITS, type ImageSizeName } from '@heartline/contracts/schemas';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../http-error';
import { IMAGE_SIZE_NAMES, imageFileName, type ImageFormat } from './image-files';

/** Refuse to decode anything larger (a small file can hold a huge, memory-hungry image). */
const MAX_INPUT_PIXELS = 80_000_000;
const JPEG_QUALITY = 82;

/** A file that cannot be stored, with the spec's message for it and the HTTP status to answer. */
export class UploadRejected extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 413 = 400,
  ) {
    super(message);
  }
}

export interface PreparedImage {
  format: ImageFormat;
  sizes: Record<ImageSizeName, Buffer>;
}

/** JPEG starts with FF D8 FF; PNG with its 8-byte signature. Anything else is refused. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return 'png';
  return null;
}

/**
 * At least 640 × 360 (member spec §5), either way round: a portrait 360 × 640 photo is as
 * large as a landscape one.
 */
function isLargeEnough(width: number, height: number): boolean {
  return Math.max(width, height) >= UPLOAD_LIMITS.minWidth && Math.min(width, height) >= UPLOAD_LIMITS.minHeight;
}

function resized(input: Sharp, size: ImageSizeName): Sharp {
  const { width, height } = IMAGE_SIZES[size];
  // Cards crop to their frame; the gallery sizes keep the whole photo and never enlarge it.
  return size === 'thumb'
    ? input.clone().resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
    : input.clone().resize(width, height, { fit: 'inside', withoutEnlargement: true });
}

export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new UploadRejected(MESSAGES.uploadInvalidType);
  let width: number;
  let height: number;
  try {
    // The header alone: a huge image is told apart from a broken file before anything is decoded.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    ({ width, height } = metadata.autoOrient);
  } catch {
    throw new UploadRejected(MESSAGES.uploadInvalidType);
  }
  // A few MB can hold more pixels than the server will decode: too large, said as the spec does.
  if (width * height > MAX_INPUT_PIXELS) throw new UploadRejected(MESSAGES.uploadTooLarge, 413);
  if (!isLargeEnough(width, height)) throw new UploadRejected(MESSAGES.uploadTooSmall);

  // rotate() applies the EXIF orientation; the output carries no metadata at all.
  const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const encode = (image: Sharp) =>
    format === 'png' ? image.png({ compressionLevel: 8 }) : image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
  try {
    const outputs = await Promise.all(IMAGE_SIZE_NAMES.map((size) => encode(resized(base, size)).toBuffer()));
    const sizes = Object.fromEntries(IMAGE_SIZE_NAMES.map((size, index) => [size, outputs[index]!])) as Record<ImageSizeName, Buffer>;
    return { format, sizes };
  } catch {
    throw new UploadRejected(MESSAGES.uploadInvalidType);
  }
}

/** Prepares every file of a request, or refuses the request in the spec's words (nothing is stored yet). */
export async function prepareUpload(files: readonly Buffer[]): Promise<PreparedImage[]> {
  try {
    return await Promise.all(files.map((bytes) => prepareImage(bytes)));
  } catch (error) {
    if (error instanceof UploadRejected) throw new HttpError(error.statusCode, error.message);
    throw error;
  }
}

/** The folder a member's gallery uploads are written to. */
export const uploadsFolder = (userId: number) => `uploads/${userId}`;

/**
 * Writes a prepared image as `<folder>/<name>` (a random name unless given; a member's gallery:
 * `uploadsFolder`); answers its key. Removes what it wrote on failure.
 */
export async function storeImage(mediaDir: string, folder: string, image: PreparedImage, name: string = randomUUID()): Promise<string> {
  const key = `${folder}/${name}`;
  try {
    await mkdir(dirname(join(mediaDir, key)), { recursive: true });
    await Promise.all(IMAGE_SIZE_NAMES.map((size) => writeFile(join(mediaDir, imageFileName(key, size, image.format)), image.sizes[size])));
    return key;
  } catch (error) {
    await removeImageFiles(mediaDir, key, image.format);
    throw error;
  }
}

export async function removeImageFiles(mediaDir: string, key: string, format: ImageFormat): Promise<void> {
  await Promise.all(IMAGE_SIZE_NAMES.map((size) => rm(join(mediaDir, imageFileName(key, size, format)), { force: true })));
}
