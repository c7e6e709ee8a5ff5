import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeRecent, withRecent } from './recent-emojis';
import type { RecentEmojiStorage } from './types';
import type { EmojiEntry, RecentEmoji } from './types';

/**
 * The recent list of a picker: loaded whenever the options turn displayRecent on (or change the
 * storage), moved on each choice and saved after every change. Off, it neither loads nor records.
 */
export function useRecentEmojis(storage: RecentEmojiStorage, displayRecent: boolean) {
  const [recent, setRecent] = useState<readonly RecentEmoji[]>([]);
  const current = useRef(recent);
  /** Whether an emoji was chosen while a load was under way: the choices then come first. */
  const load = useRef<{ chosen: boolean } | null>(null);

  const replace = useCallback((next: readonly RecentEmoji[]) => {
    current.current = next;
    setRecent(next);
  }, []);

  useEffect(() => {
    if (!displayRecent) return undefined;
    let live = true;
    const pending = { chosen: false };
    load.current = pending;
    storage.load().then(
      (loaded) => {
        if (!live) return;
        load.current = null;
        replace(mergeRecent(pending.chosen ? current.current : [], loaded));
      },
      () => {
        // Even the last storage failed (it is memory by default, which cannot): keep what is on screen.
        if (live) load.current = null;
      },
    );
    return () => {
      live = false;
      if (load.current === pending) load.current = null;
    };
  }, [storage, displayRecent, replace]);

  const remember = useCallback(
    (emoji: EmojiEntry) => {
      if (!displayRecent) return;
      const next = withRecent(current.current, emoji);
      if (next === current.current) return;
      if (load.current) load.current.chosen = true;
      replace(next);
      // A failed save leaves the list on screen; the fallback storage has already been tried.
      storage.save(next).catch(() => undefined);
    },
    [storage, displayRecent, replace],
  );

  return { recent: displayRecent ? recent : [], remember };
}
