import { useEffect, useId, useState } from 'react';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { LoadFailed } from '../../components/load-failed';
import { MatchDialog } from './match-dialog';
import { MatchesList } from './matches-list';
import { SwipeCard } from './swipe-card';
import type { SwipeAction } from './swipe-game';
import { useSwipeGame } from './use-swipe-game';
import { SwipeButtonIcon } from './swipe-button-icon';
import { PageTitle, paths } from '@heartline/contracts';
import { EmptyState } from '@heartline/ui';
import './matches.css';

/** Keys of the game: → like, ← dislike, Backspace or U undo. */
export function keyAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): SwipeAction | 'undo' | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.key === 'ArrowRight') return 'like';
  if (event.key === 'ArrowLeft') return 'dislike';
  if (event.key === 'Backspace' || event.key === 'u' || event.key === 'U') return 'undo';
  return null;
}

/** Keys typed into a field, or meant for an open dialog, are not moves of the game. */
function isForSomethingElse(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], dialog')) return true;
  return document.querySelector('dialog[open]') !== null;
}

/** /matches: the swipe game (member spec §2, §4). */
export function MatchesPage() {
  const { t } = useTranslation('profiles');
  const id = useId();
  const { state, status, swipe, undo, retry, dismissMatch } = useSwipeGame();
  const [now] = useState(() => Date.now());
  const [lastMove, setLastMove] = useState('');
  const top = state.cards[0];
  const noLikes = state.likes <= 0;

  const move = (action: SwipeAction | 'undo') => {
    if (action === 'undo') {
      if (state.history.length === 0) return;
      undo();
      setLastMove(t('matches.undone'));
      return;
    }
    if (action === 'like' && noLikes) {
      setLastMove(t('matches.no-likes'));
      return;
    }
    if (top && swipe(action)) setLastMove(t(`matches.${action}d`, { username: top.username }));
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isForSomethingElse(event.target)) return;
      const action = keyAction(event);
      if (!action) return;
      event.preventDefault();
      move(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  return (
    <section className="matches-page" aria-labelledby={`${id}-title`}>
      {/* The game fits the screen: the card takes what the title and the buttons leave. */}
      <div className="match-game">
        <header className="page-header match-game-header">
          <h1 id={`${id}-title`}>{t('matches.title')}</h1>
          <PageTitle page={t('matches.title')} />
          {/* Not before the first answer: "0 likes left" must never flash while loading. */}
          {status !== 'loading' && (
            <p className="likes-left" role="status">
              {t('matches.likes-left', { count: state.likes })}
            </p>
          )}
        </header>
        <p className="field-hint match-game-keys" id={`${id}-keys`}>
          {t('matches.keys')}
        </p>

        {status === 'loading' && (
          <div className="swipe-stack" role="status" aria-busy="true">
            <span className="visually-hidden">{t('matches.loading')}</span>
            <div className="swipe-card skeleton-block" aria-hidden="true" />
          </div>
        )}
        {status === 'failed' && <LoadFailed onRetry={retry} />}
        {status === 'ready' && (
          <div className="swipe-stack">
            {top ? (
              <SwipeCard
                key={top._id}
                profile={top}
                now={now}
                onSwipe={(action) => (action === 'like' && noLikes ? false : swipe(action))}
              />
            ) : (
              <EmptyState
                className="card swipe-empty"
                picture="empty"
                size="compact"
                title={t('matches.empty-title')}
                actions={
                  <Link to={paths.profiles()} className="button button-primary">
                    {t('matches.browse')}
                  </Link>
                }
              >
                <p>{t('matches.empty')}</p>
              </EmptyState>
            )}
          </div>
        )}

        <div className="swipe-buttons" role="group" aria-label={t('matches.actions')} aria-describedby={`${id}-keys`}>
          <button
            type="button"
            className="swipe-button swipe-button-undo"
            onClick={() => move('undo')}
            disabled={state.history.length === 0}
          >
            <SwipeButtonIcon action="undo" />
            <span className="visually-hidden">{t('matches.undo')}</span>
          </button>
          {/* aria-disabled, not disabled: a button that becomes disabled under the keyboard focus
              drops it to the page; these keep it, and a press says why nothing happened. */}
          <button type="button" className="swipe-button swipe-button-dislike" onClick={() => move('dislike')} aria-disabled={!top}>
            <SwipeButtonIcon action="dislike" />
            <span className="visually-hidden">{t('matches.dislike')}</span>
          </button>
          <button
            type="button"
            className="swipe-button swipe-button-like"
            onClick={() => move('like')}
            aria-disabled={!top || noLikes}
            aria-describedby={noLikes ? `${id}-no-likes` : undefined}
          >
            <SwipeButtonIcon action="like" />
            <span className="visually-hidden">{t('matches.like')}</span>
          </button>
        </div>
        {noLikes && status === 'ready' && (
          <p id={`${id}-no-likes`} className="notice match-game-no-likes">
            {t('matches.no-likes')} <Link to={paths.upgrade('premium')}>{t('matches.get-more')}</Link>
          </p>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {lastMove}
      </p>
      {state.match && <MatchDialog match={state.match} onClose={dismissMatch} />}
      <MatchesList />
    </section>
  );
}
