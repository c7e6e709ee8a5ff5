// A claimed conversation (agent spec §3, §4): the member and the profile side by side with their
// notes, the messages in chunks of 6 (older ones on demand), the claim's countdown (5 minutes,
// then it goes back to the queue) and the reply timer (the claim's time to answer: at zero the
// agent is logged out, 'Reply timer lapse'), and the reply as the profile with emoji and the
// profile's photos. A reply the member has overtaken is refused (409): the new lines show first.
import { forwardRef, useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  ApiError,
  CHAT_MESSAGE_MAX_LENGTH,
  MESSAGES,
  api,
  now,
  readConversationAsStaff,
  replyAsProfile,
  showToast,
  type AgentConversation,
} from '@heartline/contracts';
import { formatDuration } from '@heartline/contracts/rules';
import type { Message } from '@heartline/contracts/schemas';
import { Button, EmojiPickerButton, buttonClassName } from '@heartline/ui';
import { mergeLines, newReplyKey, newestId, oldestId } from '../../../lib/message-merge';
import { useNow } from '../../../lib/use-now';

export const MESSAGES_PER_CHUNK = 6;

export interface ClaimedConversationHandle {
  focusReply(): void;
  send(): void;
  /** Loads the member's lines written since the newest one here (a socket notice). */
  catchUp(): void;
}

interface ClaimedConversationProps {
  claim: AgentConversation;
  /** The claim's 5 minutes are over: the conversation went back to the queue. */
  onExpired: () => void;
  /** The reply timer reached zero without a reply. */
  onReplyTimerLapse: () => void;
  isAdmin: boolean;
}

const secondsUntil = (at: number, current: number) => Math.max(0, Math.ceil((at - current) / 1000));

export const ClaimedConversation = forwardRef<ClaimedConversationHandle, ClaimedConversationProps>(function ClaimedConversation(
  { claim, onExpired, onReplyTimerLapse, isAdmin },
  ref,
) {
  const { t } = useTranslation('agent');
  const id = useId();
  const conversationId = claim.conversation._id;
  const [lines, setLines] = useState<Message[]>(() => mergeLines([], claim.conversation.messages));
  const [shown, setShown] = useState(MESSAGES_PER_CHUNK);
  const [olderExhausted, setOlderExhausted] = useState(false);
  const [draft, setDraft] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [replied, setReplied] = useState(false);
  const [overtaken, setOvertaken] = useState<string | null>(null);
  const keyRef = useRef(newReplyKey());
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const linesRef = useRef(lines);
  useEffect(() => {
    linesRef.current = lines;
  }, [lines]);
  const current = useNow();

  const claimedAt = Date.parse(claim.claimTime ?? '') || now();
  const expiresAt = Date.parse(claim.claimExpirationTime ?? '') || claimedAt;
  const replyDeadline = claimedAt + (claim.replyTimer ?? 0) * 1000;
  const claimLeft = secondsUntil(expiresAt, current);
  const replyLeft = secondsUntil(replyDeadline, current);

  useEffect(() => {
    if (!replied && claim.replyTimer !== null && replyLeft === 0) onReplyTimerLapse();
    else if (claimLeft === 0) onExpired();
  }, [claimLeft, replyLeft, replied, claim.replyTimer, onExpired, onReplyTimerLapse]);

  const catchUp = useCallback(() => {
    const after = newestId(linesRef.current);
    readConversationAsStaff(conversationId, after ? { after } : {}).then(
      (conversation) => setLines((previous) => mergeLines(previous, conversation.messages)),
      () => undefined,
    );
  }, [conversationId]);

  const showEarlier = async () => {
    const next = shown + MESSAGES_PER_CHUNK;
    if (lines.length < next && !olderExhausted) {
      const before = oldestId(lines);
      try {
        const conversation = await readConversationAsStaff(conversationId, before ? { before } : {});
        if (conversation.messages.length === 0) setOlderExhausted(true);
        setLines((previous) => mergeLines(previous, conversation.messages));
      } catch {
        showToast(MESSAGES.agentActionFailed, 'error');
        return;
      }
    }
    setShown(next);
  };

  const send = async () => {
    const text = draft.trim();
    if (sending || (text === '' && photo === null)) return;
    setSending(true);
    try {
      const answer = await replyAsProfile(conversationId, {
        key: keyRef.current,
        messageType: photo ? 'attachment' : 'text',
        message: text,
        attachment: photo,
        seen: newestId(linesRef.current),
      });
      setLines((previous) => mergeLines(previous, [answer.message]));
      setDraft('');
      setPhoto(null);
      setOvertaken(null);
      setReplied(true);
      keyRef.current = newReplyKey();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        const newer = (failure.body as { messages?: Message[] } | undefined)?.messages ?? [];
        if (newer.length > 0) {
          // The member wrote meanwhile: show the new lines first; the draft waits, under a new key.
          setLines((previous) => mergeLines(previous, newer));
          setShown((count) => count + newer.length);
          keyRef.current = newReplyKey();
        }
        setOvertaken(failure.message);
      } else {
        showToast(failure instanceof ApiError && failure.status < 500 ? failure.message : MESSAGES.agentActionFailed, 'error');
      }
    } finally {
      setSending(false);
    }
  };

  useImperativeHandle(ref, () => ({ focusReply: () => replyRef.current?.focus(), send: () => void send(), catchUp }));

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const visible = lines.slice(-shown);
  const { user, profile } = claim.conversation;
  const profilePhotos = claim.images.length > 0 ? claim.images : profile.images;
  return (
    <article className="agent-conversation" aria-labelledby={`${id}-title`} data-testid="claimed-conversation">
      <header className="agent-conversation-header">
        <h2 id={`${id}-title`}>{t('conversation.title', { member: user.username, profile: profile.username })}</h2>
        <dl className="agent-timers agent-claim-timers">
          <div className={claimLeft <= 60 ? 'agent-timer-urgent' : undefined}>
            <dt>{t('conversation.claim-left')}</dt>
            <dd data-testid="claim-countdown">{formatDuration(claimLeft)}</dd>
          </div>
          <div className={!replied && replyLeft <= 60 ? 'agent-timer-urgent' : undefined}>
            <dt>{t('conversation.reply-timer')}</dt>
            <dd data-testid="reply-timer">{replied ? t('conversation.replied') : formatDuration(replyLeft)}</dd>
          </div>
        </dl>
      </header>
      <div className="agent-conversation-body">
        <aside className="agent-person agent-person-member" aria-label={t('conversation.member')}>
          <h3>{t('conversation.member')}</h3>
          <p className="agent-person-name">{user.username}</p>
          <NoteList title={t('conversation.member-notes')} notes={[...claim.userNotes, ...user.notes]} empty={t('conversation.no-notes')} />
        </aside>
        <section className="agent-thread" aria-label={t('conversation.messages')}>
          {(lines.length > shown || !olderExhausted) && (
            <Button size="sm" variant="ghost" className="agent-earlier" onClick={() => void showEarlier()}>
              {t('conversation.earlier')}
            </Button>
          )}
          <ol className="agent-lines" aria-live="polite" data-testid="agent-lines">
            {visible.map((line) => (
              <li key={line._id} className={`agent-line agent-line-${line.senderType}`}>
                <span className="agent-line-who">{line.senderType === 'user' ? user.username : profile.username}</span>
                {line.message && <span className="agent-line-text">{line.message}</span>}
                {line.attachmentImage && (
                  <img className="agent-line-photo" src={line.attachmentImage.path.medium} alt={t('conversation.photo')} />
                )}
                <time className="agent-line-time" dateTime={line.dateSent}>
                  {new Date(line.dateSent).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                </time>
              </li>
            ))}
          </ol>
          {overtaken && (
            <p className="notice notice-warning" role="alert" data-testid="reply-overtaken">
              {overtaken}
            </p>
          )}
          <form
            className="agent-composer"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <label htmlFor={`${id}-reply`} className="agent-composer-label">
              {isAdmin
                ? t('conversation.reply-as-admin', { profile: profile.username })
                : t('conversation.reply-as', { profile: profile.username })}
            </label>
            <textarea
              id={`${id}-reply`}
              ref={replyRef}
              className="ui-control agent-reply"
              rows={3}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              aria-keyshortcuts="Alt+R"
            />
            {photo && (
              <p className="agent-chosen-photo">
                {t('conversation.photo-chosen')}{' '}
                <Button size="sm" variant="link" onClick={() => setPhoto(null)}>
                  {t('conversation.photo-remove')}
                </Button>
              </p>
            )}
            <div className="agent-composer-actions">
              <EmojiPickerButton
                label={t('conversation.emoji')}
                placement="top-start"
                buttonClassName={buttonClassName({ variant: 'secondary', size: 'sm' })}
                imageBaseUrl={api.publicUrl('/emoji/64')}
                hideSearch={false}
                displayRecent
                onSelect={(choice) => setDraft((text) => `${text}${choice.emoji}`)}
              />
              <Button type="submit" size="sm" loading={sending} aria-keyshortcuts="Enter">
                {t('conversation.send')}
              </Button>
            </div>
          </form>
        </section>
        <aside className="agent-person agent-person-profile" aria-label={t('conversation.profile')}>
          <h3>{t('conversation.profile')}</h3>
          <p className="agent-person-name">{profile.username}</p>
          {profilePhotos.length > 0 && (
            <fieldset className="agent-photos">
              <legend>{t('conversation.photos')}</legend>
              <div className="agent-photo-grid">
                {profilePhotos.map((image) => (
                  <button
                    key={image._id}
                    type="button"
                    className="agent-photo"
                    aria-pressed={photo === image._id}
                    aria-label={t('conversation.attach-photo', { index: profilePhotos.indexOf(image) + 1 })}
                    onClick={() => setPhoto((chosen) => (chosen === image._id ? null : image._id))}
                  >
                    <img src={image.path.medium} alt="" loading="lazy" />
                  </button>
                ))}
              </div>
            </fieldset>
          )}
          <NoteList
            title={t('conversation.profile-notes')}
            notes={[...claim.profileNotes, ...profile.notes]}
            empty={t('conversation.no-notes')}
          />
        </aside>
      </div>
    </article>
  );
});

function NoteList({ title, notes, empty }: { title: string; notes: ReadonlyArray<{ _id: string; note: string }>; empty: string }) {
  return (
    <section className="agent-notes">
      <h4>{title}</h4>
      {notes.length === 0 ? (
        <p className="agent-muted">{empty}</p>
      ) : (
        <ul>
          {notes.map((note) => (
            <li key={note._id}>{note.note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
