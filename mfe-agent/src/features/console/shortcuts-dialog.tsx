// The '?' dialog that lists the console's shortcuts (shortcuts.tsx): its own chunk, loaded when it
// first opens, so that opening the console stays within its 80 KB gzip (issue 27,
// `npm run bench:web -- --console`: 80.1 KB with it in the console's chunk).
import { useTranslation } from '@heartline/contracts/i18n';
import { Dialog } from '@heartline/ui';
import { SHORTCUTS } from './shortcuts';

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
