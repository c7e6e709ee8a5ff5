import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { dateTimeFormat, listMatches, paths, useBrandLocale } from '@heartline/contracts';
import { ProfilePhoto } from '../../components/profile-photo';
import { queryKeys } from '../../lib/query-keys';

/**
 * The member's matches (GET /matches), newest first, each leading to its conversation. Nothing
 * shows until they are in, or when there are none; a new match in the game reloads them.
 */
export function MatchesList() {
  const { t } = useTranslation('profiles');
  const locale = useBrandLocale();
  const id = useId();
  const { data } = useQuery({ queryKey: queryKeys.matches(), queryFn: () => listMatches() });
  if (!data || data.matches.length === 0) return null;
  const dateFormat = dateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <section className="matches-list" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('matches.yours')}</h2>
      <ul>
        {data.matches.map((match) => (
          <li key={match._id}>
            <ProfilePhoto image={match.profile.images[0]} slot="avatar" alt="" loading="lazy" />
            <Link to={paths.chat(match.conversationId)}>{t('matches.chat-with', { username: match.profile.username })}</Link>
            <span className="field-hint">{dateFormat.format(new Date(match.createDate))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
