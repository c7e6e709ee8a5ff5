// Rows of profiles as the contracts' cards, or as a conversation shows its profile, each with its
// first photo (read for all in one query).
import type { Profile, ProfileSummary } from '@heartline/contracts/schemas';
import type { MediaUrl } from '../media/image-files';
import { dayOf, toProfileCard, toProfileSummary, type ProfileCardRow, type ProfileImageRow, type ProfileSummaryRow } from './cards';
import type { ProfilesDeps } from './deps';

/** `images`: the first photos, when the caller has read them already (a member's send does, in its statement). */
export type ProfileCards = (
  rows: readonly ProfileCardRow[],
  mediaUrl: MediaUrl,
  images?: ReadonlyMap<number, readonly ProfileImageRow[]>,
) => Promise<Profile[]>;

export function createProfileCards(deps: Pick<ProfilesDeps, 'repositories' | 'clock'>): ProfileCards {
  const { profiles } = deps.repositories;
  return async (rows, mediaUrl, known) => {
    const now = deps.clock();
    const images = known ?? (await profiles.firstImages(rows.map((row) => row.id)));
    return rows.map((row) => toProfileCard(row, images.get(row.id) ?? [], mediaUrl, now));
  };
}

/** `images`: the first photos, when the caller has read them already (a member's send does, in its statement). */
export type ProfileSummaries = (
  rows: readonly ProfileSummaryRow[],
  mediaUrl: MediaUrl,
  images?: ReadonlyMap<number, readonly ProfileImageRow[]>,
) => Promise<ProfileSummary[]>;

/**
 * A summary is built once for a row object, its first photo's and a day's URLs and age: a member's
 * send hands the same objects again for as long as the profile keeps its card version
 * (messaging's member-send.ts), and gets the summary built for the first send back.
 */
export function createProfileSummaries(deps: Pick<ProfilesDeps, 'repositories' | 'clock'>): ProfileSummaries {
  const { profiles } = deps.repositories;
  const built = new WeakMap<ProfileSummaryRow, { key: string; image: ProfileImageRow | undefined; summary: ProfileSummary }>();
  return async (rows, mediaUrl, known) => {
    const now = deps.clock();
    const images = known ?? (await profiles.firstImages(rows.map((row) => row.id)));
    const key = mediaUrl.key === undefined ? undefined : `${mediaUrl.key} ${dayOf(now)}`;
    return rows.map((row) => {
      const image = images.get(row.id)?.[0];
      if (key === undefined) return toProfileSummary(row, image, mediaUrl, now);
      const kept = built.get(row);
      if (kept?.key === key && kept.image === image) return kept.summary;
      const summary = toProfileSummary(row, image, mediaUrl, now);
      built.set(row, { key, image, summary });
      return summary;
    });
  };
}
