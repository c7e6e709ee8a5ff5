// A conversation's lines as staff read them (agent spec §9: messages in chunks of 6): the newest
// chunk, older ones on demand, the member's on the left, the profile's on the right, an admin's
// marked as such; a photo opens full size.
import { useTranslation } from '@heartline/contracts/i18n';
import { useLocaleFormat } from '@heartline/contracts';
import type { Message } from '@heartline/contracts/schemas';
import { Badge, Button } from '@heartline/ui';

export const MESSAGES_PER_CHUNK = 6;

interface MessageLinesProps {
  lines: readonly Message[];
  shown: number;
  member: string;
  profile: string;
  /** Offered while older lines may exist (on the server, or loaded and not shown). */
  canShowEarlier: boolean;
  onShowEarlier: () => void;
}

export function MessageLines({ lines, shown, member, profile, canShowEarlier, onShowEarlier }: MessageLinesProps) {
  const { t } = useTranslation('agent');
  const format = useLocaleFormat();
  return (
    <>
      {canShowEarlier && (
        <Button size="sm" variant="ghost" className="agent-earlier" onClick={onShowEarlier}>
          {t('conversation.earlier')}
        </Button>
      )}
      <ol className="agent-lines" aria-live="polite" data-testid="agent-lines">
        {lines.slice(-shown).map((line) => (
          <li key={line._id} className={`agent-line agent-line-${line.senderType}`}>
            <span className="agent-line-who">
              {line.senderType === 'user' ? member : profile}
              {line.admin && (
                <>
                  {' '}
                  <Badge tone="warning">{t('conversation.admin-line')}</Badge>
                </>
              )}
            </span>
            {line.message && <span className="agent-line-text">{line.message}</span>}
            {line.attachmentImage && (
              // The address is signed for this read (a member's chat photo is served to nobody else): full size in a new tab.
              <a
                className="agent-line-photo-link"
                href={line.attachmentImage.path.large ?? line.attachmentImage.path.medium}
                target="_blank"
                rel="noreferrer"
              >
                <img
                  className="agent-line-photo"
                  src={line.attachmentImage.path.medium}
                  alt={t('conversation.openPhoto', { name: line.senderType === 'user' ? member : profile })}
                />
              </a>
            )}
            <time className="agent-line-time" dateTime={line.dateSent}>
              {format.dateTime(line.dateSent, 'short')}
            </time>
          </li>
        ))}
      </ol>
    </>
  );
}
