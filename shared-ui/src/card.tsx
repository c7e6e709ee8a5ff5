import { useId, type HTMLAttributes, type ReactNode } from 'react';
import './card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** section (named by its title), article, or a plain div. */
  as?: 'section' | 'article' | 'div';
  /** A heading at the top; a section is named by it. */
  title?: ReactNode;
  /** The title's level in the page's outline; default 2. */
  titleLevel?: 2 | 3 | 4;
  /** Beside the title (a link, a button). */
  actions?: ReactNode;
  /** 'lg' on a page's main card, 'none' for a photo edge to edge. */
  padding?: 'none' | 'md' | 'lg';
  /** Raised: a shadow (a card over a background); flat: a border only (a card in a list). */
  elevation?: 'flat' | 'raised';
}

/** A surface that groups one thing: a form, a profile's facts, a setting. */
export function Card({
  as: Element = 'section',
  title,
  titleLevel = 2,
  actions,
  padding = 'md',
  elevation = 'raised',
  className,
  children,
  ...element
}: CardProps) {
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  const classes = ['ui-card', `ui-card-pad-${padding}`, `ui-card-${elevation}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <Element className={classes} aria-labelledby={title && Element !== 'div' ? titleId : undefined} {...element}>
      {(title || actions) && (
        <div className="ui-card-head">
          {title && (
            <Heading id={titleId} className="ui-card-title">
              {title}
            </Heading>
          )}
          {actions && <div className="ui-card-actions">{actions}</div>}
        </div>
      )}
      {children}
    </Element>
  );
}
