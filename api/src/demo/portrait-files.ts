// The generated profiles' portraits as files: a key per photo that names the character it shows
// (profile id, gender, ethnicity, hair, eyes, age) and the photo's position, and the rendering
// of a file on its first request (sharp, from the SVG of portrait-svg.ts), written under the
// media folder and served from disk afterwards. Nothing is rendered at seed time.
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ETHNICITIES, EYE_COLOURS, HAIR_COLOURS, IMAGE_SIZES, type ImageSizeName } from '@heartline/contracts/schemas';
import { sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_SIZE_NAMES, imageFileName } from '../media/image-files';
import { portraitCharacter, portraitPhoto, type PortraitSubject } from './portrait-character';
import { portraitLayers } from './portrait-svg';

/** Bump when the drawing changes: keys (and so URLs, cached for a year) change with it. */
export const PORTRAIT_VERSION = 'v2';
export const PORTRAIT_KEY_PREFIX = `portraits/${PORTRAIT_VERSION}/`;
/** A seeded profile shows 3 to 5 photos. */
export const MAX_PORTRAITS_PER_PROFILE = 5;

const JPEG_QUALITY: Record<ImageSizeName, number> = { thumb: 80, medium: 82, large: 84 };
/** WebP holds the same look at a lower quality number (and about two thirds of the bytes). */
const WEBP_QUALITY: Record<ImageSizeName, number> = { thumb: 76, medium: 78, large: 80 };

/** A portrait's file is JPEG, or its WebP rendition for browsers that take it. */
export type PortraitFormat = 'jpeg' | 'webp';
const PORTRAIT_EXTENSIONS: Record<PortraitFormat, string> = { jpeg: 'jpg', webp: 'webp' };
const FORMAT_OF_EXTENSION: Record<string, PortraitFormat> = { jpg: 'jpeg', webp: 'webp' };

/** `portraits/v2/<id>-<gender>-<ethnicity>-<hair>-<eyes>-<age>/<position>`: everything the photo is drawn from. */
export function portraitKey(subject: PortraitSubject, position: number): string {
  const { profileId, gender, ethnicity, hair, eyes, age } = subject;
  return `${PORTRAIT_KEY_PREFIX}${profileId}-${gender}-${ethnicity}-${hair}-${eyes}-${age}/${position}`;
}

export interface PortraitKeyColumns {
  id: SQL;
  gender: SQL;
  ethnicity: SQL;
  hair: SQL;
  eyes: SQL;
  birthday: SQL;
  position: SQL;
}

/** The same key as `portraitKey`, computed by the database (the seed and the upgrade of old keys). */
export function portraitKeySql(columns: PortraitKeyColumns, now: Date): SQL {
  const today = now.toISOString().slice(0, 10);
  const age = sql`extract(year from age(${today}::date, ${columns.birthday}))::int`;
  return sql`${PORTRAIT_KEY_PREFIX} || ${columns.id} || '-' || ${columns.gender} || '-' || ${columns.ethnicity} || '-' || ${columns.hair} || '-' || ${columns.eyes} || '-' || ${age} || '/' || ${columns.position}`;
}

export interface PortraitFile {
  /** The key stored in profile_images.path_key. */
  key: string;
  subject: PortraitSubject;
  position: number;
  size: ImageSizeName;
  format: PortraitFormat;
  /** The file's path under the media folder. */
  path: string;
}

// The vocabularies hold lower-case letters and hyphens only: safe inside a pattern as they are.
const alternatives = (values: readonly string[]) => values.join('|');
const FILE_PATTERN = new RegExp(
  `^${PORTRAIT_KEY_PREFIX}(\\d{1,9})-(woman|man)-(${alternatives(ETHNICITIES)})-(${alternatives(HAIR_COLOURS)})-(${alternatives(EYE_COLOURS)})-(\\d{1,3})/(\\d)-(${IMAGE_SIZE_NAMES.join('|')})\\.(${Object.values(PORTRAIT_EXTENSIONS).join('|')})$`,
);

/**
 * The photo position in a portrait's media path (after `/media/`), or null for any other path:
 * what parsePortraitPath answers as `position`, without building the rest (the list asks this of
 * six URLs per card).
 */
export function portraitPosition(path: string): number | null {
  // A plain match builds no array (exec's nine captures per URL were 5 % of a list request's CPU);
  // the pattern puts the position, one digit, right after the only slash past the key prefix.
  if (!FILE_PATTERN.test(path)) return null;
  const index = Number(path[path.lastIndexOf('/') + 1]);
  return index < MAX_PORTRAITS_PER_PROFILE ? index : null;
}

/** The portrait a media path (after `/media/`) names, or null for anything else. */
export function parsePortraitPath(path: string): PortraitFile | null {
  const match = FILE_PATTERN.exec(path);
  if (!match) return null;
  const [, id, gender, ethnicity, hair, eyes, age, position, size, extension] = match;
  const subject = {
    profileId: Number(id),
    gender,
    ethnicity,
    hair,
    eyes,
    age: Number(age),
  } as PortraitSubject;
  const index = Number(position);
  if (index >= MAX_PORTRAITS_PER_PROFILE) return null;
  const key = portraitKey(subject, index);
  const format = FORMAT_OF_EXTENSION[extension!]!;
  return { key, subject, position: index, size: size as ImageSizeName, format, path: imageFileName(key, size as ImageSizeName, format) };
}

/** The blurred scene behind the person is rasterised at this size and enlarged. */
const SCENE_SIZE = IMAGE_SIZES.thumb;

/**
 * One size of one photo as JPEG (or WebP) bytes. The person is drawn at the size itself (sharp at
 * every size); the scene, blurred anyway, is drawn small and enlarged under it.
 */
export async function renderPortrait(
  subject: PortraitSubject,
  position: number,
  size: ImageSizeName,
  format: PortraitFormat = 'jpeg',
): Promise<Buffer> {
  const character = portraitCharacter(subject);
  const { width, height } = IMAGE_SIZES[size];
  const photo = portraitPhoto(character, position);
  const { background: scene } = portraitLayers(character, photo, SCENE_SIZE.width, SCENE_SIZE.height);
  const { figure } = portraitLayers(character, photo, width, height);
  // Raw pixels between the steps: given the SVG itself, sharp would draw it at the target size.
  const small = await sharp(Buffer.from(scene)).raw().toBuffer({ resolveWithObject: true });
  const enlarged = await sharp(small.data, { raw: small.info })
    .resize(width, height, { kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const composed = sharp(enlarged.data, { raw: enlarged.info }).composite([{ input: Buffer.from(figure) }]);
  return (
    format === 'webp' ? composed.webp({ quality: WEBP_QUALITY[size] }) : composed.jpeg({ quality: JPEG_QUALITY[size], mozjpeg: true })
  ).toBuffer();
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  // Another request, or another API instance on the same media folder, may write the same file:
  // each writes a temporary file and renames it, so a reader never sees half a file.
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export interface PortraitRendererOptions {
  mediaDir: string;
  /** Whether the database holds this key at this position (unknown keys are never rendered). */
  isKnown: (file: PortraitFile) => Promise<boolean>;
  /** Replaceable in tests. */
  render?: (subject: PortraitSubject, position: number, size: ImageSizeName, format: PortraitFormat) => Promise<Buffer>;
}

/** `unknown`: not one of the database's portraits, nothing was written. */
export type PortraitState = 'on-disk' | 'rendered' | 'unknown';

export interface PortraitRenderer {
  /**
   * Makes sure the file exists under the media folder: renders and writes it on the first
   * request; concurrent requests for one file share that one rendering.
   */
  ensure(file: PortraitFile): Promise<PortraitState>;
  /** Files rendered by this process. */
  readonly rendered: number;
}

export function createPortraitRenderer({ mediaDir, isKnown, render = renderPortrait }: PortraitRendererOptions): PortraitRenderer {
  const inFlight = new Map<string, Promise<PortraitState>>();
  let rendered = 0;

  const produce = async (file: PortraitFile): Promise<PortraitState> => {
    const target = join(mediaDir, file.path);
    if (await exists(target)) return 'on-disk';
    if (!(await isKnown(file))) return 'unknown';
    const bytes = await render(file.subject, file.position, file.size, file.format);
    await mkdir(dirname(target), { recursive: true });
    await writeAtomically(target, bytes);
    rendered++;
    return 'rendered';
  };

  return {
    ensure(file) {
      const pending = inFlight.get(file.path);
      if (pending) return pending;
      const job = produce(file).finally(() => inFlight.delete(file.path));
      inFlight.set(file.path, job);
      return job;
    },
    get rendered() {
      return rendered;
    },
  };
}
