// The EmptyState's pictures: small line drawings in the brand's colours (the tokens), so each
// brand's empty and error states look like its own. Decorative: the words carry the meaning.
import type { ReactElement } from 'react';

export type EmptyStatePicture = 'not-found' | 'unavailable' | 'empty' | 'no-results';

/** A signpost with a question mark: the address leads nowhere. */
function NotFound() {
  return (
    <>
      <path className="empty-state-line" d="M60 34v58" />
      <path className="empty-state-fill" d="M36 44h38l8 7-8 7H36z" />
      <path className="empty-state-accent-fill" d="M84 62H48l-8 7 8 7h36z" />
      <path className="empty-state-line" d="M48 92h24" />
      <path className="empty-state-accent-line" d="M88 22a6 6 0 1 1 8 5.6c-1.6.6-2 1.6-2 3.2v1.2M94 38.5v.5" />
    </>
  );
}

/** A plug out of its socket: the part of the site cannot be reached just now. */
function Unavailable() {
  return (
    <>
      <path className="empty-state-fill" d="M24 50h22a10 10 0 0 1 10 10 10 10 0 0 1-10 10H24z" />
      <path className="empty-state-line" d="M56 54h8M56 66h8M16 60h8" />
      <path className="empty-state-accent-fill" d="M96 50H80a10 10 0 0 0-10 10 10 10 0 0 0 10 10h16z" />
      <path className="empty-state-line" d="M96 60h8" />
      <path className="empty-state-accent-line" d="M66 38l-3 7M74 36l1 8M58 84l3-7M68 86l-1-8" />
    </>
  );
}

/** An open tray with a heart floating above it: nothing here yet. */
function Empty() {
  return (
    <>
      <path className="empty-state-fill" d="M26 66l10-20h48l10 20v24a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4z" />
      <path className="empty-state-line" d="M26 66h20l4 8h20l4-8h20" />
      <path className="empty-state-accent-fill" d="M60 46s-12-7-12-15a6.5 6.5 0 0 1 12-3.4A6.5 6.5 0 0 1 72 31c0 8-12 15-12 15z" />
    </>
  );
}

/** A magnifier over an empty card: the search found nothing. */
function NoResults() {
  return (
    <>
      <rect className="empty-state-fill" x="22" y="30" width="52" height="64" rx="6" />
      <path className="empty-state-line" d="M32 46h24M32 56h16" />
      <circle className="empty-state-accent-fill" cx="74" cy="64" r="16" />
      <path className="empty-state-line" d="M86 76l14 14M68 58l12 12M80 58L68 70" />
    </>
  );
}

const PICTURES: Record<EmptyStatePicture, () => ReactElement> = {
  'not-found': NotFound,
  unavailable: Unavailable,
  empty: Empty,
  'no-results': NoResults,
};

export function EmptyStateDrawing({ picture }: { picture: EmptyStatePicture }) {
  const Drawing = PICTURES[picture];
  return (
    <svg
      className="empty-state-drawing"
      viewBox="0 0 120 120"
      width="120"
      height="120"
      aria-hidden="true"
      focusable="false"
      data-picture={picture}
    >
      <circle className="empty-state-backdrop" cx="60" cy="60" r="58" />
      <Drawing />
    </svg>
  );
}
