// Decoding a chosen image in the browser, and drawing part of it into a new file.
import type { Rect, Size } from './image-geometry';

export interface DecodedImage extends Size {
  /** An address of the chosen file, for the crop's preview. */
  url: string;
  /** Draws `source` (in the image's pixels) at `size` and encodes it. */
  encode(source: Rect, size: Size, type: string, quality: number): Promise<Blob>;
  /** Frees the decoded pixels and the preview address. */
  close(): void;
}

export type ImageDecoder = (file: File) => Promise<DecodedImage>;

/**
 * createImageBitmap (in the orientation the photo's EXIF data says, as the <img> preview shows it)
 * and a canvas. Throws for a file that does not decode, whatever its name says.
 */
export async function decodeImage(file: File): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(file);
  const url = URL.createObjectURL(file);
  return {
    width: bitmap.width,
    height: bitmap.height,
    url,
    encode(source, size, type, quality) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) return Promise.reject(new Error('no 2d canvas'));
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height);
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), type, quality),
      );
    },
    close() {
      bitmap.close();
      URL.revokeObjectURL(url);
    },
  };
}
