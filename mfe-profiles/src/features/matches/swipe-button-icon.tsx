import type { SwipeAction } from './swipe-game';

/** The game's three moves as drawings (✕ pass, ♥ like, ↺ undo); the button's words name it. */
export function SwipeButtonIcon({ action }: { action: SwipeAction | 'undo' }) {
  return (
    <svg className="swipe-button-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {action === 'dislike' && <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />}
      {action === 'like' && (
        <path d="M12 20.6S3.5 15.6 3.5 9.3A4.6 4.6 0 0 1 12 6.9a4.6 4.6 0 0 1 8.5 2.4c0 6.3-8.5 11.3-8.5 11.3z" fill="currentColor" />
      )}
      {action === 'undo' && (
        <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
          <path d="M4.5 4v4.5H9" />
        </g>
      )}
    </svg>
  );
}
