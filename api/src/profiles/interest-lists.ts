// The interest lists (member spec §2): who favourited, viewed or liked the member, and whom the
// member favourited or viewed, newest first, a page at a time.
import type { InterestKind, InterestsPage } from '@heartline/contracts/schemas';
import type { MediaUrl } from '../media/image-files';
import type { MemberFacts } from '../accounts/member-records';
import type { ProfilesDeps } from './deps';
import type { ProfileCards } from './profile-cards';

export interface InterestLists {
  page(member: MemberFacts, kind: InterestKind, page: number, limit: number, mediaUrl: MediaUrl): Promise<InterestsPage>;
}

export function createInterestLists(deps: ProfilesDeps, cards: ProfileCards): InterestLists {
  const { interests } = deps.repositories;
  return {
    async page(member, kind, page, limit, mediaUrl) {
      const { rows, total } = await interests.list(kind, member.id, page, limit);
      const profileCards = await cards(
        rows.map((row) => row.profile),
        mediaUrl,
      );
      return {
        kind,
        items: rows.map((row, index) => ({ profile: profileCards[index]!, date: row.date.toISOString() })),
        total,
        page,
        limit,
      };
    },
  };
}
