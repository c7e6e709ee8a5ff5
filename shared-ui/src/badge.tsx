import type { HTMLAttributes, ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'inverse';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A dot before the words (online). */
  dot?: boolean;
  children: ReactNode;
}

/** A short status in a pill ("Online", "New", "Pending approval"); its words say it, the colour only helps. */
export function Badge({ tone = 'neutral', dot = false, className, children, ...span }: BadgeProps) {
  return (
    <span className={['ui-badge', `ui-badge-${tone}`, className ?? ''].filter(Boolean).join(' ')} {...span}>
      {dot && <span className="ui-badge-dot" aria-hidden="true" />}
      {children}
    </span>
  );
}
