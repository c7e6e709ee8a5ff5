// Who else is looking (agent spec §7): a page that shows a conversation (the claim, the admins'
// lookup) tells the agent channel it has it open for as long as it shows it, and hears who else on
// staff has it open. The console's frame owns the channel and provides this; pages read it here,
// so the features need not know each other.
import { createContext, useContext, useEffect, useState } from 'react';
import type { ConversationViewer } from '@heartline/contracts';

export interface ConversationPresence {
  /** Announces the conversation open until the returned function is called. */
  open(conversationId: string): () => void;
  /** Calls back with the other staff who have the conversation open, whenever that changes. */
  watch(conversationId: string, onChange: (others: ConversationViewer[]) => void): () => void;
}

export const PresenceContext = createContext<ConversationPresence | null>(null);

/** The other staff looking at this conversation now (empty outside the console, or alone). */
export function useOthersLooking(conversationId: string): ConversationViewer[] {
  const presence = useContext(PresenceContext);
  const [others, setOthers] = useState<ConversationViewer[]>([]);
  useEffect(() => {
    if (!presence) return undefined;
    const stopWatching = presence.watch(conversationId, setOthers);
    const close = presence.open(conversationId);
    return () => {
      close();
      stopWatching();
      setOthers([]);
    };
  }, [presence, conversationId]);
  return others;
}
