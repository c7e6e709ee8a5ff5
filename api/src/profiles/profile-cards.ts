// Rows of profiles as the contracts' cards, each with its first photo (read for all in one query).
import type { Profile } from '@heartline/contracts/schemas';
import type { MediaUrl } from '../media/image-files';
import { toProfileCard, type ProfileCardRow } from './cards';
import type { ProfilesDeps } from './deps';

export type ProfileCards = (rows: readonly ProfileCardRow[], mediaUrl: MediaUrl) => Promise<Profile[]>;

export function createProfileCards(deps: ProfilesDeps): ProfileCards {
  const { profiles } = deps.repositories;
  return async (rows, mediaUrl) => {
    const now = deps.clock();
    const images = await profiles.firstImages(rows.map((row) => row.id));
    return rows.map((row) => toProfileCard(row, images.get(row.id) ?? [], mediaUrl, now));
  };
}
