// A conversation's meet-ups in the member's chat (issue 11 item 5): the shared widget
// (@heartline/widgets' Meetups: propose, change, cancel after confirming, remove a cancelled one),
// whose answers update the cached conversation here.
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation, Meetup } from '@heartline/contracts/schemas';
import { Meetups as MeetupsWidget } from '@heartline/widgets';
import { mergeMessages } from '../../lib/message-history';
import { queryKeys } from '../../lib/query-keys';

interface MeetupsProps {
  conversationId: string;
  profileName: string;
  meetups: readonly Meetup[];
}

export function Meetups({ conversationId, profileName, meetups }: MeetupsProps) {
  const queryClient = useQueryClient();
  /** The answer is the conversation: its meet-ups replace the shown ones, its messages join them. */
  const show = (answer: Conversation) =>
    queryClient.setQueryData<Conversation>(queryKeys.conversation(conversationId), (cached) =>
      cached ? { ...cached, meetUps: answer.meetUps ?? [], messages: mergeMessages(cached.messages, answer.messages ?? []) } : cached,
    );
  return (
    <MeetupsWidget
      conversationId={conversationId}
      profileName={profileName}
      meetups={meetups}
      viewer={{ kind: 'member' }}
      onChanged={show}
    />
  );
}
