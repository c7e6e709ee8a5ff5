// Turns a chosen file into the file to send: checked (type, size, dimensions by decoding it)
// and, when larger than 3840×2160, redrawn smaller on a canvas as JPEG at quality 0.8.
import { MESSAGES } from '@heartline/contracts';
import { UPLOAD_JPEG_QUALITY, checkDimensions, checkFileSize, checkFileType, scaleToFit, type Dimensions } from './upload-checks';

export type PreparedImage = { ok: true; file: File } | { ok: false; name: string; message: string };

export interface DecodedImage extends Dimensions {
  /** Draws the image scaled into a new JPEG. */
  toJpeg(size: Dimensions, quality: number): Promise<Blob>;
  close(): void;
}

export type ImageDecoder = (file: File) => Promise<DecodedImage>;

export async function prepareImage(file: File, decode: ImageDecoder = decodeInBrowser): Promise<PreparedImage> {
  const refused = (message: string): PreparedImage => ({ ok: false, name: file.name, message });
  const early = checkFileType(file) ?? checkFileSize(file.size);
  if (early) return refused(early);
  let image: DecodedImage;
  try {
    image = await decode(file);
  } catch {
    // Not decodable as an image whatever its name says.
    return refused(MESSAGES.uploadInvalidType);
  }
  try {
    const tooSmall = checkDimensions(image);
    if (tooSmall) return refused(tooSmall);
    const target = scaleToFit(image);
    if (!target.scaled) return { ok: true, file };
    const blob = await image.toJpeg(target, UPLOAD_JPEG_QUALITY);
    return { ok: true, file: new File([blob], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg' }) };
  } catch {
    return refused(MESSAGES.uploadFailed);
  } finally {
    image.close();
  }
}

/** Decodes with createImageBitmap and redraws on a canvas. */
export async function decodeInBrowser(file: File): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(file);
  return {
    width: bitmap.width,
    height: bitmap.height,
    toJpeg(size, quality) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) return Promise.reject(new Error('no 2d canvas'));
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), 'image/jpeg', quality),
      );
    },
    close: () => bitmap.close(),
  };
}
