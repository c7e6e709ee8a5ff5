import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { EmptyStateDrawing, type EmptyStatePicture } from './empty-state-pictures';
import './empty-state.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What happened, in a few words; it names the section. */
  title: string;
  /** The heading's level where it is shown: 1 when it is the page (not found), 2 or 3 inside one. */
  headingLevel?: 1 | 2 | 3;
  /** A short label above the title ("404"). */
  eyebrow?: string;
  /** One of the drawings, or the app's own picture (decorative: give it no words of its own). */
  picture?: EmptyStatePicture | ReactNode;
  /** The way on: the app's links or buttons (its router's links, its own words). */
  actions?: ReactNode;
  /** 'page' fills the space of a page; 'compact' sits inside a list or a card. */
  size?: 'page' | 'compact';
  /** The explanation: one or two sentences. */
  children?: ReactNode;
}

const isDrawing = (picture: unknown): picture is EmptyStatePicture =>
  picture === 'not-found' || picture === 'unavailable' || picture === 'empty' || picture === 'no-results';

/**
 * What a screen shows instead of its content, when there is none or it failed: a picture, the
 * words and a way on. Every word comes in as a prop; pass `role="alert"` for an error that
 * replaces content the member was waiting for.
 */
export function EmptyState({
  title,
  headingLevel = 2,
  eyebrow,
  picture = 'empty',
  actions,
  size = 'page',
  children,
  className,
  ...section
}: EmptyStateProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} {...section} className={['empty-state', `empty-state-${size}`, className].filter(Boolean).join(' ')}>
      <div className="empty-state-picture">{isDrawing(picture) ? <EmptyStateDrawing picture={picture} /> : picture}</div>
      {eyebrow && <p className="empty-state-eyebrow">{eyebrow}</p>}
      <Heading id={titleId} className="empty-state-title">
        {title}
      </Heading>
      {children && <div className="empty-state-text">{children}</div>}
      {actions && <div className="empty-state-actions">{actions}</div>}
    </section>
  );
}
