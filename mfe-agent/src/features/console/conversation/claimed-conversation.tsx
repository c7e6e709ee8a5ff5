// A claimed conversation (agent spec §3, §4): the member and the profile side by side with their
// notes, the messages in chunks of 6, the claim's countdown (5 minutes, then it goes back to the
// queue) and the reply timer (the claim's time to answer: at zero the agent is logged out, 'Reply
// timer lapse'), and the reply as the profile.
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { now, type AgentConversation } from '@heartline/contracts';
import { formatDuration } from '@heartline/contracts/rules';
import { useNow } from '../../../lib/use-now';
import { MessageLines } from '../../../components/message-lines';
import { ReplyComposer, type ReplyComposerHandle } from '../../../components/reply-composer';
import { useLines } from '../../../components/use-lines';
import { NotesPanel } from '../../../components/notes-panel';

export { MESSAGES_PER_CHUNK } from '../../../components/message-lines';

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
  /** Admins may change the global memos' notes too. */
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
  const lines = useLines(conversationId, claim.conversation.messages);
  const [replied, setReplied] = useState(false);
  const composerRef = useRef<ReplyComposerHandle>(null);
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

  useImperativeHandle(ref, () => ({
    focusReply: () => composerRef.current?.focus(),
    send: () => composerRef.current?.send(),
    catchUp: lines.catchUp,
  }));

  const { user, profile } = claim.conversation;
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
          <NotesPanel
            title={t('conversation.member-notes')}
            conversationId={conversationId}
            subject="user"
            subjectId={user._id}
            notes={[...claim.userNotes, ...user.notes]}
            isAdmin={isAdmin}
          />
        </aside>
        <section className="agent-thread" aria-label={t('conversation.messages')}>
          <MessageLines
            lines={lines.lines}
            shown={lines.shown}
            member={user.username}
            profile={profile.username}
            canShowEarlier={lines.canShowEarlier}
            onShowEarlier={() => void lines.showEarlier()}
          />
          <ReplyComposer
            ref={composerRef}
            conversationId={conversationId}
            profile={profile.username}
            photos={claim.images.length > 0 ? claim.images : profile.images}
            seen={lines.newest}
            onSent={(message) => {
              lines.add([message], { show: true });
              setReplied(true);
            }}
            onOvertaken={(newer) => lines.add(newer, { show: true })}
          />
        </section>
        <aside className="agent-person agent-person-profile" aria-label={t('conversation.profile')}>
          <h3>{t('conversation.profile')}</h3>
          <p className="agent-person-name">{profile.username}</p>
          <NotesPanel
            title={t('conversation.profile-notes')}
            conversationId={conversationId}
            subject="profile"
            subjectId={profile._id}
            notes={[...claim.profileNotes, ...profile.notes]}
            isAdmin={isAdmin}
          />
        </aside>
      </div>
    </article>
  );
});
