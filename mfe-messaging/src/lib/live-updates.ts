// Real time (issue 11 item 4): the shell owns the user channel and puts its events on the bus.
// A new message or a change of unread counts makes the conversation lists and the open chat load
// again from the server, and so does the channel opening again after a loss: what arrived
// meanwhile comes from the server's answer, which replaces the cached one, so every message shows
// once, in the server's order.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bus, type HeartlineEvents } from '@heartline/contracts';
import { queryKeys } from './query-keys';

/** Keeps this remote's lists (and the open conversation, when given) in step with the user channel. */
export function useLiveConversations(openConversationId?: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lost = false;
    const refreshLists = () => void queryClient.invalidateQueries({ queryKey: queryKeys.conversationLists() });
    const refreshOpen = () => {
      if (openConversationId && openConversationId !== 'blank')
        void queryClient.invalidateQueries({ queryKey: queryKeys.conversation(openConversationId) });
    };
    const onMessage = (notice: HeartlineEvents['message:new']) => {
      refreshLists();
      if (notice.conversationId === openConversationId) refreshOpen();
    };
    const onStatus = ({ state }: HeartlineEvents['realtime:status']) => {
      if (state === 'reconnecting' || state === 'offline') lost = true;
      if (state === 'open' && lost) {
        lost = false;
        refreshLists();
        refreshOpen();
      }
    };
    bus.on('message:new', onMessage);
    bus.on('unread:changed', refreshLists);
    bus.on('realtime:status', onStatus);
    return () => {
      bus.off('message:new', onMessage);
      bus.off('unread:changed', refreshLists);
      bus.off('realtime:status', onStatus);
    };
  }, [openConversationId, queryClient]);
}
