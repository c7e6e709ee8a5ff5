// Rows of profiles as the contracts' cards, or as a conversation shows its profile, each with its
// first photo (read for all in one query).
import type { Profile, ProfileSummary } from '@heartline/contracts/schemas';
import type { MediaUrl } from '../media/image-files';
import { toProfileCard, toProfileSummary, type ProfileCardRow, type ProfileImageRow, type ProfileSummaryRow } from './cards';
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

export function createProfileSummaries(deps: Pick<ProfilesDeps, 'repositories' | 'clock'>): ProfileSummaries {
  const { profiles } = deps.repositories;
  return async (rows, mediaUrl, known) => {
    const now = deps.clock();
    const images = known ?? (await profiles.firstImages(rows.map((row) => row.id)));
    return rows.map((row) => toProfileSummary(row, images.get(row.id)?.[0], mediaUrl, now));
  };
}
