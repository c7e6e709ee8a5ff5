// /chat/lookup/{id}: a looked-up conversation, read as staff (an admin reads any brand's, even one
// an agent holds), in chunks of 6; the admin may step in and reply as admin. Previous and next
// move through the lookup's conversations of the same class, wrapping at either end (Alt+↑, Alt+↓).
import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import { Link, useLocation, useParams } from '@heartline/contracts/router';
import { readConversationAsStaff, sessionRoleAtom } from '@heartline/contracts';
import { nextInClass, previousInClass } from '@heartline/contracts/rules';
import type { Conversation } from '@heartline/contracts/schemas';
import { EmptyState, Skeleton } from '@heartline/ui';
import { queryKeys } from '../../lib/query-keys';
import { MessageLines } from '../../components/message-lines';
import { ReplyComposer } from '../../components/reply-composer';
import { useLines } from '../../components/use-lines';
import { ConversationSides } from '../../components/conversation-sides';
import { OthersLooking } from '../../components/others-looking';
import '../../styles/lookup.css';
import words from './lookup.en.json';
import { addPageWords } from '../../lib/page-words';

addPageWords(words);

export function LookupConversationPage() {
  const { t } = useTranslation('agent');
  const { conversationId = '' } = useParams();
  const role = useAtomValue(sessionRoleAtom);
  const conversation = useQuery({
    queryKey: queryKeys.staffConversation(conversationId),
    queryFn: ({ signal }) => readConversationAsStaff(conversationId, {}, { signal }),
    enabled: role === 'admin',
  });
  if (role !== 'admin') {
    return (
      <EmptyState picture="unavailable" headingLevel={1} title={t('lookup.admins-only')}>
        {t('lookup.admins-only-text')}
      </EmptyState>
    );
  }
  if (conversation.isError) {
    return (
      <EmptyState
        picture="not-found"
        headingLevel={1}
        title={t('lookup.not-found')}
        actions={<Link to="/chat/lookup">{t('lookup.back')}</Link>}
      >
        {conversation.error.message}
      </EmptyState>
    );
  }
  if (!conversation.data)
    return (
      <div aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  return <LookedUp key={conversationId} conversation={conversation.data} />;
}

function LookedUp({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('agent');
  const id = useId();
  const location = useLocation();
  const siblings = (location.state as { siblings?: string[] } | null)?.siblings ?? [];
  const lines = useLines(conversation._id, conversation.messages);
  const profile = conversation.profile.username;
  const member = conversation.lookup?.realUsername ?? t('conversation.member');
  // The siblings are the lookup's conversations of this one's class, in the list's order.
  const list = siblings.map((sibling) => ({ _id: sibling }));
  const sameClass = () => 'class';
  const previous = previousInClass(list, conversation._id, sameClass)?._id;
  const next = nextInClass(list, conversation._id, sameClass)?._id;
  return (
    <article className="agent-conversation agent-lookup-conversation" aria-labelledby={`${id}-title`}>
      <header className="agent-conversation-header">
        <h1 id={`${id}-title`}>{t('conversation.title', { member, profile })}</h1>
        <OthersLooking conversationId={conversation._id} />
        <nav className="agent-lookup-steps" aria-label={t('lookup.steps')}>
          <Link to="/chat/lookup">{t('lookup.back')}</Link>
          {previous && previous !== conversation._id && (
            <Link to={`/chat/lookup/${previous}`} state={{ siblings }} data-conversation-step="previous" aria-keyshortcuts="Alt+ArrowUp">
              {t('lookup.previous-conversation')}
            </Link>
          )}
          {next && next !== conversation._id && (
            <Link to={`/chat/lookup/${next}`} state={{ siblings }} data-conversation-step="next" aria-keyshortcuts="Alt+ArrowDown">
              {t('lookup.next-conversation')}
            </Link>
          )}
        </nav>
      </header>
      <ConversationSides
        conversationId={conversation._id}
        member={{ id: conversation.user, name: member, file: conversation.parties?.member, notes: conversation.userNotes }}
        profile={{ id: conversation.profile._id, name: profile, file: conversation.parties?.profile, notes: conversation.profileNotes }}
        meetups={conversation.meetUps}
        isAdmin
      >
        <MessageLines
          lines={lines.lines}
          shown={lines.shown}
          member={member}
          profile={profile}
          canShowEarlier={lines.canShowEarlier}
          onShowEarlier={() => void lines.showEarlier()}
        />
        <ReplyComposer
          conversationId={conversation._id}
          profileId={conversation.profile._id}
          profile={profile}
          photos={conversation.parties?.profile.images ?? conversation.profile.images}
          seen={lines.newest}
          asAdmin
          onSent={(message) => lines.add([message], { show: true })}
          onOvertaken={(newer) => lines.add(newer, { show: true })}
        />
      </ConversationSides>
    </article>
  );
}
