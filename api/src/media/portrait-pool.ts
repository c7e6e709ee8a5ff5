// The pool of generated portraits the seeded profiles share: one per gender, hair colour and
// variant, rendered once into every image size under <media>/portraits/<version>/ and reused
// by every later start (a marker file says the pool is complete).
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HAIR_COLOURS, IMAGE_SIZES, type HairColour, type ImageSizeName } from '@heartline/contracts/schemas';
import sharp from 'sharp';
import { imageFileName } from './image-files';
import { portraitSvg, type PortraitGender } from './portrait-svg';

/** Bump when the drawing changes, so existing media folders render the new pool. */
export const PORTRAIT_POOL_VERSION = 'v1';
/** Portraits per gender and hair colour: a profile shows 3 to 5 of its bucket. */
export const PORTRAIT_VARIANTS = 5;
export const PORTRAIT_GENDERS: readonly PortraitGender[] = ['woman', 'man'];

const JPEG_QUALITY: Record<ImageSizeName, number> = { thumb: 78, medium: 80, large: 82 };
const RENDER_CONCURRENCY = 2;
const COMPLETE_MARKER = 'complete';

export function portraitKey(gender: PortraitGender, hair: HairColour, variant: number): string {
  return `portraits/${PORTRAIT_POOL_VERSION}/${gender}-${hair}-${variant}`;
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  // Two API instances may render the pool at once: each writes a temporary file and renames it.
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

async function renderPortrait(mediaDir: string, gender: PortraitGender, hair: HairColour, variant: number): Promise<void> {
  const key = portraitKey(gender, hair, variant);
  const { large, medium, thumb } = IMAGE_SIZES;
  const largeJpeg = await sharp(Buffer.from(portraitSvg({ gender, hair, variant }, large.width, large.height)))
    .jpeg({ quality: JPEG_QUALITY.large })
    .toBuffer();
  const [mediumJpeg, thumbJpeg] = await Promise.all([
    sharp(largeJpeg).resize(medium.width, medium.height).jpeg({ quality: JPEG_QUALITY.medium }).toBuffer(),
    sharp(largeJpeg).resize(thumb.width, thumb.height).jpeg({ quality: JPEG_QUALITY.thumb }).toBuffer(),
  ]);
  await Promise.all([
    writeAtomically(join(mediaDir, imageFileName(key, 'large', 'jpeg')), largeJpeg),
    writeAtomically(join(mediaDir, imageFileName(key, 'medium', 'jpeg')), mediumJpeg),
    writeAtomically(join(mediaDir, imageFileName(key, 'thumb', 'jpeg')), thumbJpeg),
  ]);
}

/** Renders the portraits that are missing; answers how many it rendered (0 when the pool was complete). */
export async function ensurePortraitPool(mediaDir: string): Promise<number> {
  const folder = join(mediaDir, 'portraits', PORTRAIT_POOL_VERSION);
  const marker = join(folder, COMPLETE_MARKER);
  if (existsSync(marker)) return 0;
  await mkdir(folder, { recursive: true });

  const missing: Array<[PortraitGender, HairColour, number]> = [];
  for (const gender of PORTRAIT_GENDERS) {
    for (const hair of HAIR_COLOURS) {
      for (let variant = 0; variant < PORTRAIT_VARIANTS; variant++) {
        const key = portraitKey(gender, hair, variant);
        const sizes = Object.keys(IMAGE_SIZES) as ImageSizeName[];
        if (!sizes.every((size) => existsSync(join(mediaDir, imageFileName(key, size, 'jpeg'))))) missing.push([gender, hair, variant]);
      }
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const [gender, hair, variant] = missing[next++]!;
      await renderPortrait(mediaDir, gender, hair, variant);
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  await writeFile(marker, `${new Date().toISOString()}\n`);
  return missing.length;
}
