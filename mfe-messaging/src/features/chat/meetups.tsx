import { useTranslation } from '@heartline/contracts/i18n';
import type { Meetup } from '@heartline/contracts/schemas';

/**
 * The conversation's meet-ups, shown above the messages (issue 11 item 5, read-only until the
 * contracts have the meet-up calls). The copy keeps the product's promise: the profiles are
 * fictitious and no real-world meeting takes place.
 */
export function Meetups({ meetups }: { meetups: readonly Meetup[] }) {
  const { t, i18n } = useTranslation('messaging');
  if (meetups.length === 0) return null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="chat-meetups" aria-label={t('meetups.title')}>
      <h2>{t('meetups.title')}</h2>
      <p className="chat-meetups-promise">{t('meetups.promise')}</p>
      <ul>
        {meetups.map((meetup) => (
          <li key={meetup.id}>
            <time dateTime={meetup.meetDate}>{format.format(new Date(meetup.meetDate))}</time>
            {' · '}
            <span>{meetup.location}</span>
            {' · '}
            <span>{meetup.meetStatus}</span>
            {meetup.description && <p>{meetup.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
