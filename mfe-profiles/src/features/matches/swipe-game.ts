// The match game's state (member spec §4 Matching): a stack of cards, the likes left, the
// swipes that can be undone, and the latest match. Pure, so every transition is tested alone.
import type { Profile } from '@heartline/contracts/schemas';
import type { SwipeAction } from '@heartline/contracts/schemas';

export type { SwipeAction };

export interface MatchFound {
  profile: Profile;
  conversationId: string;
}

export interface SwipeGameState {
  /** Top card first. */
  cards: Profile[];
  likes: number;
  /** Swiped cards, newest last: undo puts the newest back on top. */
  history: Profile[];
  match: MatchFound | null;
  /** Nothing more from GET /match/next. */
  exhausted: boolean;
}

export const INITIAL_GAME: SwipeGameState = { cards: [], likes: 0, history: [], match: null, exhausted: false };

export type SwipeGameEvent =
  | { type: 'dealt'; cards: Profile[]; likes: number }
  | { type: 'swiped'; profile: Profile }
  | { type: 'swipe-confirmed'; profile: Profile; likes: number; conversationId: string | null }
  /** The server refused the swipe: the card goes back on top. */
  | { type: 'swipe-refused'; profile: Profile; likes?: number }
  | { type: 'undone'; profile: Profile; likes: number }
  | { type: 'match-seen' };

/** Whether a swipe may be made now (a like needs a like left). */
export function canSwipe(state: SwipeGameState, action: SwipeAction): boolean {
  return state.cards.length > 0 && (action === 'dislike' || state.likes > 0);
}

export function swipeGame(state: SwipeGameState, event: SwipeGameEvent): SwipeGameState {
  switch (event.type) {
    case 'dealt': {
      const known = new Set([...state.cards, ...state.history].map((card) => card._id));
      const fresh = event.cards.filter((card) => !known.has(card._id));
      return { ...state, cards: [...state.cards, ...fresh], likes: event.likes, exhausted: fresh.length === 0 };
    }
    case 'swiped':
      return {
        ...state,
        cards: state.cards.filter((card) => card._id !== event.profile._id),
        history: [...state.history, event.profile],
      };
    case 'swipe-confirmed':
      return {
        ...state,
        likes: event.likes,
        match: event.conversationId ? { profile: event.profile, conversationId: event.conversationId } : state.match,
      };
    case 'swipe-refused':
      return {
        ...state,
        cards: [event.profile, ...state.cards.filter((card) => card._id !== event.profile._id)],
        history: state.history.filter((card) => card._id !== event.profile._id),
        likes: event.likes ?? state.likes,
      };
    case 'undone':
      return {
        ...state,
        cards: [event.profile, ...state.cards.filter((card) => card._id !== event.profile._id)],
        history: state.history.filter((card) => card._id !== event.profile._id),
        likes: event.likes,
        exhausted: false,
      };
    case 'match-seen':
      return { ...state, match: null };
  }
}
