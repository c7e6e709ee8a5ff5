// Real time (issue 11 item 4, issue 23 item 4): the shell owns the user channel and puts its events
// on the bus. A message this tab sent is known by its key and changes nothing more (the send's
// answer is in hand). Any other new message in the open chat is caught up with one call (from the
// newest message held) and put on top of the cached lists from there; one elsewhere makes the
// lists on screen load again. The channel opening again after a loss reloads both: what arrived
// meanwhile comes from the server's answer, so every message shows once, in the server's order.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bus, type HeartlineEvents } from '@heartline/contracts';
import type { Conversation } from '@heartline/contracts/schemas';
import { placeInLists } from './list-placement';
import { queryKeys } from './query-keys';
import { wasSentHere } from './sent-here';

/**
 * Whether the channel was lost and has not opened again, as the bus last told it, kept for the life
 * of the page: a listener that subscribes while the channel is down (the blank chat becoming the
 * conversation its first send opened, just as the connection dropped) must still catch up when it
 * opens again, though it never heard the loss itself.
 */
let channelDown = false;
bus.on('realtime:status', ({ state }) => {
  if (state === 'reconnecting' || state === 'offline') channelDown = true;
  if (state === 'open') channelDown = false;
});

/**
 * Keeps this remote's lists (and the open conversation, when given) in step with the user channel.
 * `listening` false leaves it to another: the list beside an open chat (two panes) lets the chat's
 * listener do it, which keeps the lists too, so one message costs one call, not one for each.
 */
export function useLiveConversations(openConversationId?: string, listening = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!listening) return undefined;
    let lost = channelDown;
    const isOpen = (conversationId: string) =>
      openConversationId !== undefined && openConversationId !== 'blank' && conversationId === openConversationId;
    const refreshLists = () => void queryClient.invalidateQueries({ queryKey: queryKeys.conversationLists() });
    const refreshOpen = () =>
      openConversationId && isOpen(openConversationId)
        ? queryClient.invalidateQueries({ queryKey: queryKeys.conversation(openConversationId) })
        : Promise.resolve();
    const onMessage = (notice: HeartlineEvents['message:new']) => {
      if (wasSentHere(notice.key)) return;
      if (!isOpen(notice.conversationId)) return refreshLists();
      void refreshOpen().then(() => {
        const open = queryClient.getQueryData<Conversation>(queryKeys.conversation(notice.conversationId));
        if (open) placeInLists(queryClient, open);
      });
    };
    const onStatus = ({ state }: HeartlineEvents['realtime:status']) => {
      if (state === 'reconnecting' || state === 'offline') lost = true;
      if (state === 'open' && lost) {
        lost = false;
        refreshLists();
        void refreshOpen();
      }
    };
    bus.on('message:new', onMessage);
    bus.on('realtime:status', onStatus);
    return () => {
      bus.off('message:new', onMessage);
      bus.off('realtime:status', onStatus);
    };
  }, [openConversationId, listening, queryClient]);
}
