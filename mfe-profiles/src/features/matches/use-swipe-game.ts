import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  ApiError,
  MESSAGES,
  bus,
  getNextMatch,
  showToast,
  swipeProfile,
  undoSwipe,
  userAtom,
  ERROR_CODES,
  errorCodeOf,
} from '@heartline/contracts';
import { queryKeys } from '../../lib/query-keys';
import { INITIAL_GAME, canSwipe, swipeGame, type SwipeAction } from './swipe-game';

/** Cards asked for at once; more are asked for when fewer than REFILL_BELOW are left. */
const DEAL_SIZE = 5;
const REFILL_BELOW = 2;

export type GameStatus = 'loading' | 'ready' | 'failed';

/** 409 with the no-likes-left code (a like without a like left); other 409s mean "already swiped". */
function isNoLikesLeft(failure: unknown): boolean {
  return errorCodeOf(failure) === ERROR_CODES.noLikesLeft;
}

/**
 * The match game against the API. Swipes show at once and are sent one after the other, in
 * order, so an undo always takes back the swipe the member saw last.
 */
export function useSwipeGame() {
  const { t } = useTranslation('profiles');
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(swipeGame, INITIAL_GAME);
  const [status, setStatus] = useState<GameStatus>('loading');
  const memberId = useAtomValue(userAtom)?._id;
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** Cards swiped but not yet re-rendered away: a second key press must not swipe them again. */
  const leaving = useRef(new Set<string>());

  // The server's count of likes left: the shell, owner of the member, takes it in.
  const setLikes = useCallback((likes: number) => memberId && bus.emit('user:updated', { _id: memberId, likes }), [memberId]);

  /** Runs server calls one at a time, in the order the member made them. */
  const inOrder = useCallback(<T>(call: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(call, call);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const deal = useCallback(async () => {
    const answer = await getNextMatch(DEAL_SIZE);
    const cards = answer.queue.length > 0 ? answer.queue : answer.profile ? [answer.profile] : [];
    dispatch({ type: 'dealt', cards, likes: answer.likes });
    setLikes(answer.likes);
  }, [setLikes]);

  const start = useCallback(
    () =>
      inOrder(deal).then(
        () => setStatus('ready'),
        () => setStatus('failed'),
      ),
    [deal, inOrder],
  );

  useEffect(() => {
    void start();
  }, [start]);

  const swipe = (action: SwipeAction): boolean => {
    const profile = state.cards.find((card) => !leaving.current.has(card._id));
    if (!profile || !canSwipe(state, action)) return false;
    leaving.current.add(profile._id);
    dispatch({ type: 'swiped', profile });
    const left = state.cards.length - leaving.current.size;
    void inOrder(async () => {
      try {
        const answer = await swipeProfile({ toUserId: profile._id, actionType: action });
        dispatch({ type: 'swipe-confirmed', profile, likes: answer.likes, conversationId: answer.match ? answer.conversationId : null });
        setLikes(answer.likes);
        // A new match joins "Your matches".
        if (answer.match) void queryClient.invalidateQueries({ queryKey: queryKeys.matches() });
      } catch (failure) {
        // Swiped already (another tab): the card stays gone, as the member meant.
        if (failure instanceof ApiError && failure.status === 409 && !isNoLikesLeft(failure)) return;
        const noLikes = isNoLikesLeft(failure);
        dispatch({ type: 'swipe-refused', profile, likes: noLikes ? 0 : undefined });
        if (noLikes) setLikes(0);
        showToast(noLikes ? t('matches.no-likes') : MESSAGES.generic, noLikes ? 'warning' : 'error');
        return;
      } finally {
        leaving.current.delete(profile._id);
      }
      if (left < REFILL_BELOW && !state.exhausted) await deal().catch(() => undefined);
    });
    return true;
  };

  const undo = () => {
    if (state.history.length === 0) return;
    void inOrder(async () => {
      try {
        const answer = await undoSwipe();
        dispatch({ type: 'undone', profile: answer.profile, likes: answer.likes });
        setLikes(answer.likes);
        if (answer.unmatched) void queryClient.invalidateQueries({ queryKey: queryKeys.matches() });
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 409) showToast(t('matches.nothing-to-undo'), 'info');
        else showToast(MESSAGES.generic, 'error');
      }
    });
  };

  return {
    state,
    status,
    swipe,
    undo,
    retry: () => {
      setStatus('loading');
      void start();
    },
    dismissMatch: () => dispatch({ type: 'match-seen' }),
  };
}
