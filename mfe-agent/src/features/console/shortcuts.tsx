// Keyboard first (issue 27 item 9): every console action has a shortcut, and '?' lists them.
// Alt combinations work while typing in the reply box; '?' only outside a text field.
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { Dialog } from '@heartline/ui';

export interface ConsoleActions {
  help(): void;
  claim(): void;
  focusReply(): void;
  send(): void;
  pause(): void;
  start(): void;
}

/** The shortcuts, as the dialog lists them: the keys and the action's catalogue key. */
export const SHORTCUTS = [
  { keys: 'Alt+N', action: 'claim' },
  { keys: 'Alt+R', action: 'focusReply' },
  { keys: 'Enter', action: 'send' },
  { keys: 'Shift+Enter', action: 'newLine' },
  { keys: 'Alt+S', action: 'start' },
  { keys: 'Alt+P', action: 'pause' },
  { keys: '?', action: 'help' },
] as const;

const ALT_KEYS: Record<string, keyof ConsoleActions> = { KeyN: 'claim', KeyR: 'focusReply', KeyS: 'start', KeyP: 'pause' };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function useConsoleShortcuts(actions: ConsoleActions): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
    // event.code: Alt+N types a character on some keyboard layouts (macOS), the physical key is the same.
    const altAction = ALT_KEYS[event.code];
    if (event.altKey && !event.ctrlKey && !event.metaKey && altAction) {
      event.preventDefault();
      actions[altAction]();
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

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <Dialog title={t('shortcuts.title')} onClose={onClose} closeLabel={t('close')} backdrop="close">
      <table className="agent-shortcuts">
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.keys}>
              <td>
                <kbd>{shortcut.keys}</kbd>
              </td>
              <td>{t(`shortcuts.${shortcut.action}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
