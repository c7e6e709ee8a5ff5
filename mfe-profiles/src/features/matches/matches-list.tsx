import { useCallback, useId } from 'react';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { listMatches, paths } from '@heartline/contracts';
import { imageUrl } from '../../lib/image-url';
import { useLoad } from '../../lib/use-load';

/** The member's matches (GET /matches), newest first, each leading to its conversation. */
export function MatchesList({ refreshKey }: { refreshKey: string }) {
  const { t, i18n } = useTranslation('profiles');
  const id = useId();
  const load = useCallback(() => listMatches(), []);
  const [loaded] = useLoad(refreshKey, load);
  if (loaded.status !== 'ready' || loaded.value.matches.length === 0) return null;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="matches-list" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('matches.yours')}</h2>
      <ul>
        {loaded.value.matches.map((match) => (
          <li key={match._id}>
            <img src={imageUrl(match.profile.images[0], 'thumb')} alt="" />
            <Link to={paths.chat(match.conversationId)}>
              {t('matches.chat-with', { username: match.profile.username })}
            </Link>
            <span className="field-hint">{dateFormat.format(new Date(match.createDate))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
