// Keyboard first (issue 27 item 9): every console action has a shortcut, and '?' lists them.
// Alt combinations work while typing in the reply box; '?' only outside a text field.
import { useEffect, useEffectEvent } from 'react';

export interface ConsoleActions {
  help(): void;
  claim(): void;
  focusReply(): void;
  send(): void;
  pause(): void;
  start(): void;
}

/**
 * What the frame does for the page below it: a page offers its previous and next conversation as
 * links marked `data-conversation-step`, and its notes as boxes marked `data-note-box` (the
 * member's first), so one shortcut serves the claimed conversation and the lookup alike.
 */
export const pageActions = {
  next: () => document.querySelector<HTMLElement>('[data-conversation-step="next"]')?.click(),
  previous: () => document.querySelector<HTMLElement>('[data-conversation-step="previous"]')?.click(),
  openNotes: () => {
    const box = document.querySelector<HTMLElement>('[data-note-box="user"]') ?? document.querySelector<HTMLElement>('[data-note-box]');
    box?.scrollIntoView({ block: 'nearest' });
    box?.focus();
  },
};

type ShortcutAction = keyof ConsoleActions | keyof typeof pageActions;

/** The shortcuts, as the dialog lists them: the keys and the action's catalogue key. */
export const SHORTCUTS = [
  { keys: 'Alt+N', action: 'claim' },
  { keys: 'Alt+R', action: 'focusReply' },
  { keys: 'Enter', action: 'send' },
  { keys: 'Alt+Enter', action: 'sendAnywhere' },
  { keys: 'Shift+Enter', action: 'newLine' },
  { keys: 'Alt+↓', action: 'next' },
  { keys: 'Alt+↑', action: 'previous' },
  { keys: 'Alt+O', action: 'openNotes' },
  { keys: 'Alt+S', action: 'start' },
  { keys: 'Alt+P', action: 'pause' },
  { keys: '?', action: 'help' },
] as const;

/** Alt combinations by physical key (event.code). Alt+Left/Right are left to the browser (back, forward). */
const ALT_KEYS: Record<string, ShortcutAction> = {
  KeyN: 'claim',
  KeyR: 'focusReply',
  Enter: 'send',
  NumpadEnter: 'send',
  ArrowDown: 'next',
  ArrowUp: 'previous',
  KeyO: 'openNotes',
  KeyS: 'start',
  KeyP: 'pause',
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function useConsoleShortcuts(actions: ConsoleActions): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
    // event.code: Alt+N types a character on some keyboard layouts (macOS), the physical key is the same.
    const altAction = ALT_KEYS[event.code];
    if (event.altKey && !event.ctrlKey && !event.metaKey && altAction) {
      event.preventDefault();
      if (altAction in pageActions) pageActions[altAction as keyof typeof pageActions]();
      else actions[altAction as keyof ConsoleActions]();
      return;
    }
    if (event.key === '?' && !isTyping(event.target)) {
      event.preventDefault();
      actions.help();
    }
  });
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
