// The match game: GET /match/next, GET /matches, POST /match/swipe, POST /match/undo.
import type { MatchNextResponse, MatchesResponse, SwipeRequest, SwipeResponse, UndoResponse } from '../entities/match';
import { api } from '../../platform/api/client';

/** The next card (null when none is left), up to `limit` upcoming cards, and the likes left. */
export function getNextMatch(limit = 1): Promise<MatchNextResponse> {
  return api.request<MatchNextResponse>('get', '/match/next', { searchParams: { limit }, loader: false });
}

export function listMatches(): Promise<MatchesResponse> {
  return api.request<MatchesResponse>('get', '/matches', { loader: false });
}

/** A like needs a like left (409 otherwise); the answer says whether it made a match. */
export function swipeProfile(request: SwipeRequest): Promise<SwipeResponse> {
  return api.request<SwipeResponse>('post', '/match/swipe', { json: request, loader: false });
}

/** Takes the last swipe back (409 when there is none); its profile comes back on top. */
export function undoSwipe(): Promise<UndoResponse> {
  return api.request<UndoResponse>('post', '/match/undo', { loader: false });
}
