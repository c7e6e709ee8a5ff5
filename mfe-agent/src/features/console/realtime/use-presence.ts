// Who else is looking, the console's side (agent spec §7): the conversations this tab shows are
// announced on the agent channel (`conversationOpen`, `conversationClose` when the page leaves
// them, again after every reconnection), and `conversationViewers` frames reach the pages that
// watch that conversation, this agent left out. The pages use it through lib/presence.ts.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ConversationViewer, ConversationViewersNotice } from '@heartline/contracts';
import type { ConversationPresence } from '../../../lib/presence';

type Frame = { type: 'conversationOpen' | 'conversationClose'; data: { conversationId: string } };

export function useConversationPresence(selfId: string | null, send: (frame: Frame) => boolean) {
  /** Open conversations, with how many pages of this tab show each. */
  const opened = useRef(new Map<string, number>());
  const listeners = useRef(new Map<string, Set<(others: ConversationViewer[]) => void>>());
  const latest = useRef(new Map<string, ConversationViewer[]>());
  // The newest channel and agent for the callbacks, which stay the same for the tab's life.
  const sendRef = useRef(send);
  const selfRef = useRef(selfId);
  useEffect(() => {
    sendRef.current = send;
    selfRef.current = selfId;
  });

  const othersIn = (conversationId: string) =>
    (latest.current.get(conversationId) ?? []).filter((viewer) => viewer.agentId !== selfRef.current);

  const presence = useMemo<ConversationPresence>(
    () => ({
      open(conversationId) {
        const count = opened.current.get(conversationId) ?? 0;
        opened.current.set(conversationId, count + 1);
        if (count === 0) sendRef.current({ type: 'conversationOpen', data: { conversationId } });
        return () => {
          const left = (opened.current.get(conversationId) ?? 1) - 1;
          if (left > 0) {
            opened.current.set(conversationId, left);
            return;
          }
          opened.current.delete(conversationId);
          latest.current.delete(conversationId);
          sendRef.current({ type: 'conversationClose', data: { conversationId } });
        };
      },
      watch(conversationId, onChange) {
        let set = listeners.current.get(conversationId);
        if (!set) listeners.current.set(conversationId, (set = new Set()));
        set.add(onChange);
        onChange(othersIn(conversationId));
        return () => {
          set.delete(onChange);
          if (set.size === 0) listeners.current.delete(conversationId);
        };
      },
    }),
    // The refs hold everything that changes.
    [],
  );

  /** A `conversationViewers` frame arrived. */
  const receive = useCallback((notice: ConversationViewersNotice) => {
    if (!opened.current.has(notice.conversationId)) return;
    latest.current.set(notice.conversationId, notice.viewers);
    const others = othersIn(notice.conversationId);
    for (const listener of listeners.current.get(notice.conversationId) ?? []) listener(others);
  }, []);

  /** The channel (re)connected: the server forgot this socket's conversations with the old one. */
  const reannounce = useCallback(() => {
    for (const conversationId of opened.current.keys()) sendRef.current({ type: 'conversationOpen', data: { conversationId } });
  }, []);

  return { presence, receive, reannounce };
}
