// Profile rows as the contracts' cards and detail pages: computed age and tags, image URLs built
// from the request's origin, and the photo gating of member spec §4 (2 free photos, VIP sees all).
import { CARD_IMAGE_SIZES, ageFromBirthday, cardBio, isNewProfile, isOnline } from '@heartline/contracts/rules';
import {
  FREE_PHOTOS_PER_PROFILE,
  type GalleryImage,
  type Image,
  type Profile,
  type ProfileDetail,
  type ProfileListCard,
  type ProfileSummary,
  type ProfileTag,
} from '@heartline/contracts/schemas';
import { boundedMemo } from '../bounded-memo';
import type { profileImages, profiles } from '../db/schema';
import { imageFileName, imageUrls, type MediaFileFormat, type MediaUrl } from '../media/image-files';
import { hasWebpRendition } from '../media/webp-renditions';

export type ProfileRow = typeof profiles.$inferSelect;
/** The columns a card needs (no interests, nor the list's card version; the about text for the card's line). */
export type ProfileCardRow = Omit<ProfileRow, 'interests' | 'cardVersion'>;
/** The columns a list card needs (card-columns.ts, listCardColumns). */
export type ListCardRow = Pick<
  ProfileRow,
  'id' | 'username' | 'birthday' | 'city' | 'about' | 'featured' | 'premium' | 'createdAt' | 'activityAt'
>;
/**
 * The columns a conversation's profile needs (card-columns.ts, profileSummaryColumns): what its row
 * and chat show (name, age, last activity) and its brand (the staff's scope).
 */
export type ProfileSummaryRow = Pick<ProfileRow, 'id' | 'brandId' | 'username' | 'birthday' | 'activityAt'>;
export type ProfileImageRow = Pick<typeof profileImages.$inferSelect, 'id' | 'profileId' | 'position' | 'pathKey' | 'format'>;

/** A profile's photo as the contracts' Image (a locked one at a signed address, as `mediaUrl` makes it). */
export function profileImage(image: ProfileImageRow, mediaUrl: MediaUrl): Image {
  return {
    _id: String(image.id),
    type: image.position === 0 ? 'avatar' : 'others',
    processed: true,
    under_moderation: false,
    path: imageUrls(mediaUrl, image.pathKey, image.format),
    ...(hasWebpRendition(image.pathKey) && { webp: imageUrls(mediaUrl, image.pathKey, 'webp') }),
  };
}

/** A list card's photo: the card's sizes only (CARD_IMAGE_SIZES), as the stored format and as WebP. */
function cardImage(image: ProfileImageRow, mediaUrl: MediaUrl): Image {
  const sizes = (format: MediaFileFormat) =>
    Object.fromEntries(CARD_IMAGE_SIZES.map((size) => [size, mediaUrl(imageFileName(image.pathKey, size, format))])) as Image['path'];
  return {
    _id: String(image.id),
    type: 'avatar',
    processed: true,
    under_moderation: false,
    path: sizes(image.format),
    ...(hasWebpRendition(image.pathKey) && { webp: sizes('webp') }),
  };
}

export function tagsOf(row: ListCardRow, now: Date): ProfileTag[] {
  const tags: ProfileTag[] = [];
  if (row.featured) tags.push('featured');
  if (row.premium) tags.push('premium');
  if (isNewProfile(row.createdAt, now)) tags.push('new');
  if (isOnline(row.activityAt, now)) tags.push('online');
  return tags;
}

/**
 * A card's line and age are remembered (bounded-memo.ts): a list page asks them of 36 profiles,
 * most of them the same page after page. With both, building a page's 36 cards took about 100 µs
 * less CPU, about 300 → 200 µs (api/bench/README.md, 2026-12-01).
 */
const CARD_LINES_KEPT = 5_000;
const cardLine = boundedMemo(CARD_LINES_KEPT, (about) => cardBio(about));

/** The UTC day `now` falls on: the calendar date `ageFromBirthday` reads it as. */
const DAY_MS = 86_400_000;
export const dayOf = (now: Date): number => Math.floor(now.getTime() / DAY_MS);

/** The age is kept per birthday and UTC day. */
const AGES_KEPT = 20_000;
const ageOnDay = boundedMemo(AGES_KEPT, (key) => {
  const [birthday = '', day = '0'] = key.split('@');
  return ageFromBirthday(birthday, Number(day) * DAY_MS) ?? 0;
});
export const cardAge = (birthday: string, now: Date): number => ageOnDay(`${birthday}@${dayOf(now)}`);

/**
 * A card: the profile's attributes, flags, a line about the person (the about text's first
 * sentence, shortened) and its first image (`images` holds at most one).
 */
export function toProfileCard(row: ProfileCardRow, images: readonly ProfileImageRow[], mediaUrl: MediaUrl, now: Date): Profile {
  const bio = cardLine(row.about);
  return {
    _id: String(row.id),
    username: row.username,
    profile: { birthday: row.birthday },
    createDate: row.createdAt.toISOString(),
    activityDate: row.activityAt.toISOString(),
    height: row.heightCm,
    age: cardAge(row.birthday, now),
    body: row.bodyType,
    hair: row.hair,
    eyes: row.eyes,
    tags: tagsOf(row, now),
    images: images.slice(0, 1).map((image) => profileImage(image, mediaUrl)),
    gender: row.gender,
    ethnicity: row.ethnicity,
    relationshipStatus: row.relationshipStatus,
    city: row.city,
    country: row.country,
    ...(bio && { bio }),
  };
}

/**
 * A list card (GET /profiles, the landing strip): what a card draws (issue 25: a 36-card page
 * carried every attribute and six photo addresses per card where the card shows one photo in two
 * sizes).
 */
export function toListCard(row: ListCardRow, image: ProfileImageRow | undefined, mediaUrl: MediaUrl, now: Date): ProfileListCard {
  const bio = cardLine(row.about);
  return {
    _id: String(row.id),
    username: row.username,
    age: cardAge(row.birthday, now),
    createDate: row.createdAt.toISOString(),
    activityDate: row.activityAt.toISOString(),
    tags: tagsOf(row, now),
    images: image ? [cardImage(image, mediaUrl)] : [],
    city: row.city,
    ...(bio && { bio }),
  };
}

/**
 * A conversation's profile: its name, age and last activity, and its first photo in the card's
 * sizes (the lists' and the chat's avatar, the console's photo strip). It was the whole card, read
 * from every column of the profile and carrying six photo addresses, on every send's answer and
 * every row of the inbox.
 */
export function toProfileSummary(
  row: ProfileSummaryRow,
  image: ProfileImageRow | undefined,
  mediaUrl: MediaUrl,
  now: Date,
): ProfileSummary {
  return {
    _id: String(row.id),
    username: row.username,
    age: cardAge(row.birthday, now),
    activityDate: row.activityAt.toISOString(),
    images: image ? [cardImage(image, mediaUrl)] : [],
  };
}

/**
 * The profile page: every photo for a member whose membership grants 'images-and-albums', the
 * first 2 otherwise and the rest blocked (no URL). The locked photos' own addresses are signed and expire (media-signatures.ts), so only an
 * answer given here opens them.
 */
export function toProfileDetail(
  row: ProfileRow,
  images: readonly ProfileImageRow[],
  viewer: { seesAllPhotos: boolean; isFavourite: boolean },
  mediaUrl: MediaUrl,
  now: Date,
): ProfileDetail {
  const visibleCount = viewer.seesAllPhotos ? images.length : FREE_PHOTOS_PER_PROFILE;
  const gallery: GalleryImage[] = images.map((image, index) =>
    index < visibleCount ? { ...profileImage(image, mediaUrl), blocked: false } : { _id: String(image.id), blocked: true },
  );
  return {
    ...toProfileCard(row, [], mediaUrl, now),
    images: images.slice(0, visibleCount).map((image) => profileImage(image, mediaUrl)),
    about: row.about,
    interests: row.interests,
    gallery,
    isFavourite: viewer.isFavourite,
  };
}
