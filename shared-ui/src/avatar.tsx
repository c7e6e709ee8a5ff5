import { useState } from 'react';
import './avatar.css';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** Whose picture: the image's text alternative and the source of the initials. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Beside the name already (a card, a menu): hidden from screen readers. */
  decorative?: boolean;
  className?: string;
}

/** Up to two initials: "wild_nina" → "WN", "Anna" → "A", "" → "?". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s_.-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join('') || '?';
}

/**
 * A round picture of a person; their initials on the brand's colour when there is no picture or it
 * fails to load.
 */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  // The address that failed; a new address tries again.
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ['ui-avatar', `ui-avatar-${size}`, className ?? ''].filter(Boolean).join(' ');
  if (src && failed !== src) {
    return (
      <img className={classes} src={src} alt={decorative ? '' : name} loading="lazy" decoding="async" onError={() => setFailed(src)} />
    );
  }
  return (
    <span
      className={`${classes} ui-avatar-initials`}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {initialsOf(name)}
    </span>
  );
}
