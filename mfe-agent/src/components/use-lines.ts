// The lines of one conversation as the console holds them: what it was opened with, older chunks
// on demand (GET /conversation/{id}?before=), the member's new lines (?after=, on a socket notice),
// the staff's own replies and a refused reply's new lines merged in, one copy per id.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, readConversationAsStaff, showToast } from '@heartline/contracts';
import type { Message } from '@heartline/contracts/schemas';
import { mergeLines, newestId, oldestId } from '../lib/message-merge';
import { MESSAGES_PER_CHUNK } from './message-lines';

export function useLines(conversationId: string, initial: readonly Message[]) {
  const [lines, setLines] = useState<Message[]>(() => mergeLines([], initial));
  const [shown, setShown] = useState(MESSAGES_PER_CHUNK);
  const [olderExhausted, setOlderExhausted] = useState(false);
  const linesRef = useRef(lines);
  useEffect(() => {
    linesRef.current = lines;
  }, [lines]);

  const add = useCallback((incoming: readonly Message[], { show = false } = {}) => {
    setLines((previous) => mergeLines(previous, incoming));
    if (show) setShown((count) => count + incoming.length);
  }, []);

  const catchUp = useCallback(() => {
    const after = newestId(linesRef.current);
    readConversationAsStaff(conversationId, after ? { after } : {}).then(
      (conversation) => add(conversation.messages, { show: true }),
      () => undefined,
    );
  }, [conversationId, add]);

  const showEarlier = useCallback(async () => {
    const next = shown + MESSAGES_PER_CHUNK;
    if (linesRef.current.length < next && !olderExhausted) {
      const before = oldestId(linesRef.current);
      try {
        const conversation = await readConversationAsStaff(conversationId, before ? { before } : {});
        if (conversation.messages.length < MESSAGES_PER_CHUNK) setOlderExhausted(true);
        add(conversation.messages);
      } catch {
        showToast(MESSAGES.agentActionFailed, 'error');
        return;
      }
    }
    setShown(next);
  }, [conversationId, shown, olderExhausted, add]);

  return {
    lines,
    shown,
    canShowEarlier: lines.length > shown || !olderExhausted,
    newest: () => newestId(linesRef.current),
    add,
    catchUp,
    showEarlier,
  };
}
