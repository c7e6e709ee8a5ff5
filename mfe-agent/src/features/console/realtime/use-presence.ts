// Who else is looking, the console's side (agent spec §7): the conversations this tab shows are
// announced on the agent channel (`conversationOpen`, `conversationClose` when the page leaves
// them, again after every reconnection), and `conversationViewers` frames reach the pages that
// watch that conversation, this agent left out. The pages use it through lib/presence.ts.
import { useEffect, useState } from 'react';
import type { ConversationViewer, ConversationViewersNotice } from '@heartline/contracts';
import type { ConversationPresence } from '../../../lib/presence';

type Frame = { type: 'conversationOpen' | 'conversationClose'; data: { conversationId: string } };

/** One tab's announcements and listeners, for the tab's life. */
function createPresenceHub() {
  /** Open conversations, with how many pages of this tab show each. */
  const opened = new Map<string, number>();
  const listeners = new Map<string, Set<(others: ConversationViewer[]) => void>>();
  const latest = new Map<string, ConversationViewer[]>();
  let send: (frame: Frame) => boolean = () => false;
  let selfId: string | null = null;
  const othersIn = (conversationId: string) => (latest.get(conversationId) ?? []).filter((viewer) => viewer.agentId !== selfId);

  const presence: ConversationPresence = {
    open(conversationId) {
      const count = opened.get(conversationId) ?? 0;
      opened.set(conversationId, count + 1);
      if (count === 0) send({ type: 'conversationOpen', data: { conversationId } });
      return () => {
        const left = (opened.get(conversationId) ?? 1) - 1;
        if (left > 0) {
          opened.set(conversationId, left);
          return;
        }
        opened.delete(conversationId);
        latest.delete(conversationId);
        send({ type: 'conversationClose', data: { conversationId } });
      };
    },
    watch(conversationId, onChange) {
      let set = listeners.get(conversationId);
      if (!set) listeners.set(conversationId, (set = new Set()));
      set.add(onChange);
      onChange(othersIn(conversationId));
      return () => {
        set.delete(onChange);
        if (set.size === 0) listeners.delete(conversationId);
      };
    },
  };

  return {
    presence,
    /** The newest channel and agent (the console renders again; the hub stays). */
    bind(nextSend: (frame: Frame) => boolean, nextSelfId: string | null) {
      send = nextSend;
      selfId = nextSelfId;
    },
    /** A `conversationViewers` frame arrived. */
    receive(notice: ConversationViewersNotice) {
      if (!opened.has(notice.conversationId)) return;
      latest.set(notice.conversationId, notice.viewers);
      const others = othersIn(notice.conversationId);
      for (const listener of listeners.get(notice.conversationId) ?? []) listener(others);
    },
    /** The channel (re)connected: the server forgot this socket's conversations with the old one. */
    reannounce() {
      for (const conversationId of opened.keys()) send({ type: 'conversationOpen', data: { conversationId } });
    },
  };
}

export function useConversationPresence(selfId: string | null, send: (frame: Frame) => boolean) {
  const [hub] = useState(createPresenceHub);
  useEffect(() => hub.bind(send, selfId));
  return hub;
}
