import { useLayoutEffect, useRef } from 'react';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { imageUrl } from '../../lib/image-url';
import type { MatchFound } from './swipe-game';
import { paths } from '@heartline/contracts';

/**
 * "It's a match": a modal dialog (the browser traps the focus, Escape closes) with the way into
 * the conversation the match opened.
 */
export function MatchDialog({ match, onClose }: { match: MatchFound; onClose: () => void }) {
  const { t } = useTranslation('profiles');
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      dialog?.close?.();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const photo = imageUrl(match.profile.images[0], 'thumb');
  return (
    <dialog
      ref={ref}
      className="modal match-dialog"
      aria-labelledby="match-dialog-title"
      aria-describedby="match-dialog-text"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="match-dialog-title">{t('match.title')}</h2>
      {photo && <img className="match-dialog-photo" src={photo} alt={t('card.photo-alt', { username: match.profile.username })} />}
      <p id="match-dialog-text">{t('match.text', { username: match.profile.username })}</p>
      <div className="form-actions">
        <Link to={paths.chat(match.conversationId)} className="button button-primary">
          {t('match.message')}
        </Link>
        <button type="button" className="button button-ghost" onClick={onClose}>
          {t('match.keep-swiping')}
        </button>
      </div>
    </dialog>
  );
}
