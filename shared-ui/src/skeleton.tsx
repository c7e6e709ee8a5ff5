import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /**
   * text: lines of words (the last shorter); card: a 4:5 photo over a name and a line; avatar: a
   * circle beside two lines; block: a plain box of the given size.
   */
  shape?: 'text' | 'card' | 'avatar' | 'block';
  /** Lines of a text skeleton; default 3. */
  lines?: number;
  /** A block's size (any CSS length). */
  width?: string;
  height?: string;
  className?: string;
}

/**
 * A grey stand-in shaped like what loads, so the page does not jump when it arrives. Hidden from
 * screen readers: the region that loads says so itself (aria-busy, or a status "Loading…").
 */
export function Skeleton({ shape = 'text', lines = 3, width, height, className }: SkeletonProps) {
  const classes = (base: string) => (className ? `ui-skeleton ${base} ${className}` : `ui-skeleton ${base}`);
  if (shape === 'block') {
    const style: CSSProperties = { width, height };
    return <span className={classes('ui-skeleton-block ui-skeleton-shimmer')} style={style} aria-hidden="true" />;
  }
  if (shape === 'card') {
    return (
      <span className={classes('ui-skeleton-card')} aria-hidden="true">
        <span className="ui-skeleton-photo ui-skeleton-shimmer" />
        <span className="ui-skeleton-line ui-skeleton-line-title ui-skeleton-shimmer" />
        <span className="ui-skeleton-line ui-skeleton-shimmer" />
      </span>
    );
  }
  if (shape === 'avatar') {
    return (
      <span className={classes('ui-skeleton-avatar')} aria-hidden="true">
        <span className="ui-skeleton-circle ui-skeleton-shimmer" />
        <span className="ui-skeleton-lines">
          <span className="ui-skeleton-line ui-skeleton-line-title ui-skeleton-shimmer" />
          <span className="ui-skeleton-line ui-skeleton-shimmer" />
        </span>
      </span>
    );
  }
  return (
    <span className={classes('ui-skeleton-lines')} aria-hidden="true">
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <span key={index} className="ui-skeleton-line ui-skeleton-shimmer" />
      ))}
    </span>
  );
}
