// The match game: the next cards (profiles not swiped yet) with the likes left, a swipe (a like
// costs one of the member's likes and may match: profiles/reciprocity.ts), undo, and the matches.
import {
  PROFILES_ERROR_CODES,
  PROFILES_MESSAGES,
  type MatchesResponse,
  type MatchNextResponse,
  type SwipeRequest,
  type SwipeResponse,
  type UndoResponse,
} from '@heartline/contracts/schemas';
import { HttpError } from '../http-error';
import type { MediaUrl } from '../media/image-files';
import type { MemberFacts } from '../accounts/member-records';
import { toDatabaseId } from '../database-id';
import type { ProfilesDeps } from './deps';
import type { ProfileCards } from './profile-cards';
import { profileReacts } from './reciprocity';

export interface MatchGame {
  next(member: MemberFacts, limit: number, mediaUrl: MediaUrl): Promise<MatchNextResponse>;
  swipe(member: MemberFacts, swipe: SwipeRequest): Promise<SwipeResponse>;
  /** Takes back the latest swipe: a like is refunded, its match and empty conversation removed. */
  undo(member: MemberFacts, mediaUrl: MediaUrl): Promise<UndoResponse>;
  matches(member: MemberFacts, mediaUrl: MediaUrl): Promise<MatchesResponse>;
}

export function createMatchGame(deps: ProfilesDeps, cards: ProfileCards): MatchGame {
  const { matching, profiles } = deps.repositories;
  return {
    async next(member, limit, mediaUrl) {
      const [rows, likes] = await Promise.all([
        matching.next(member.id, member.brandId, limit, member.lookingForGender, deps.clock()),
        matching.likesOf(member.id),
      ]);
      const queue = await cards(rows, mediaUrl);
      return { profile: queue[0] ?? null, queue, likes };
    },

    async swipe(member, { toUserId, actionType }) {
      const profileId = toDatabaseId(toUserId);
      const profile = profileId === null ? null : await profiles.findCardInBrand(member.brandId, profileId);
      if (!profile) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
      const outcome = await matching.swipe({
        userId: member.id,
        profileId: profile.id,
        action: actionType,
        matches: profileReacts('match', member.id, profile.id),
        at: deps.clock(),
      });
      if (outcome.kind === 'no-likes-left')
        throw new HttpError(409, PROFILES_MESSAGES.noLikesLeft, { code: PROFILES_ERROR_CODES.noLikesLeft });
      if (outcome.kind === 'already-swiped') throw new HttpError(409, PROFILES_MESSAGES.alreadySwiped);
      return {
        match: outcome.match,
        conversationId: outcome.conversationId === null ? null : String(outcome.conversationId),
        likes: outcome.likes,
      };
    },

    async undo(member, mediaUrl) {
      const outcome = await matching.undoLast(member.id);
      if (!outcome) throw new HttpError(409, PROFILES_MESSAGES.nothingToUndo);
      const row = await profiles.findCardInBrand(member.brandId, outcome.profileId);
      if (!row) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
      const [profile] = await cards([row], mediaUrl);
      return { profile: profile!, actionType: outcome.action, unmatched: outcome.unmatched, likes: outcome.likes };
    },

    async matches(member, mediaUrl) {
      const rows = await matching.matchesOf(member.id);
      const profileCards = await cards(
        rows.map((row) => row.profile),
        mediaUrl,
      );
      return {
        matches: rows.map((row, index) => ({
          _id: String(row.id),
          profile: profileCards[index]!,
          conversationId: String(row.conversationId),
          createDate: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
