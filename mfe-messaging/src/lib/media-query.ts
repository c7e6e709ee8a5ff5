// Which layout a screen gets, read where it decides what is rendered (not only how it looks): the
// two panes mount the list beside a conversation only where there is room for both.
import { useSyncExternalStore } from 'react';

/** From here /messages shows the list and the open conversation side by side (issue 28 item 2). */
export const TWO_PANES_MEDIA = '(min-width: 1024px)';

/** Whether the media query matches now, following its changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof matchMedia !== 'function') return () => undefined;
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => false,
  );
}
