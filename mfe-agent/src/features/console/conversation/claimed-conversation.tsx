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
import { ConversationSides } from '../../../components/conversation-sides';
import { OthersLooking } from '../../../components/others-looking';

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
    <article
      className="agent-conversation"
      aria-labelledby={`${id}-title`}
      data-testid="claimed-conversation"
      data-conversation-id={conversationId}
    >
      <header className="agent-conversation-header">
        <h2 id={`${id}-title`}>{t('conversation.title', { member: user.username, profile: profile.username })}</h2>
        <OthersLooking conversationId={conversationId} />
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
      <ConversationSides
        conversationId={conversationId}
        member={{ id: user._id, name: user.username, file: claim.parties?.member, notes: [...claim.userNotes, ...user.notes] }}
        profile={{
          id: profile._id,
          name: profile.username,
          file: claim.parties?.profile,
          notes: [...claim.profileNotes, ...profile.notes],
        }}
        meetups={claim.meetUps}
        isAdmin={isAdmin}
      >
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
          profileId={profile._id}
          profile={profile.username}
          photos={claim.parties?.profile.images ?? (claim.images.length > 0 ? claim.images : profile.images)}
          seen={lines.newest}
          onSent={(message) => {
            lines.add([message], { show: true });
            setReplied(true);
          }}
          onOvertaken={(newer) => lines.add(newer, { show: true })}
        />
      </ConversationSides>
    </article>
  );
});
