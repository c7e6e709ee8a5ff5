import { useId } from 'react';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths } from '@heartline/contracts';
import { Dialog } from '@heartline/ui';
import { imageUrl } from '../../lib/image-url';
import type { MatchFound } from './swipe-game';

/** "It's a match": the shared Dialog with the way into the conversation the match opened. */
export function MatchDialog({ match, onClose }: { match: MatchFound; onClose: () => void }) {
  const { t } = useTranslation('profiles');
  const textId = useId();
  const photo = imageUrl(match.profile.images[0], 'thumb');
  return (
    <Dialog title={t('match.title')} describedBy={textId} onClose={onClose} className="match-dialog" variant="sheet">
      {photo && <img className="match-dialog-photo" src={photo} alt={t('card.photo-alt', { username: match.profile.username })} />}
      <p id={textId}>{t('match.text', { username: match.profile.username })}</p>
      <div className="form-actions">
        <Link to={paths.chat(match.conversationId)} className="button button-primary">
          {t('match.message')}
        </Link>
        <button type="button" className="button button-ghost" onClick={onClose}>
          {t('match.keep-swiping')}
        </button>
      </div>
    </Dialog>
  );
}
