// Older messages on scroll-up (issue 11 item 3): reaching the top of the chat loads the chunk
// before the oldest message shown, and the message the member was reading stays where it was on
// the screen. A button does the same for keyboards and screen readers.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import { MESSAGES, MESSAGES_PER_CHUNK, showToast } from '@heartline/contracts';
import type { Conversation, Message } from '@heartline/contracts/schemas';
import { Button } from '@heartline/ui';
import { getOlderMessages } from '../../lib/conversation-calls';
import { mergeMessages, oldestSavedId } from '../../lib/message-history';
import { queryKeys } from '../../lib/query-keys';

/** The box that scrolls the chat: the log itself when it overflows, else the page. */
function scrollerOf(log: HTMLElement): { scrollBy: (x: number, y: number) => void } {
  return log.scrollHeight > log.clientHeight + 1 ? log : window;
}

const messageElement = (log: HTMLElement, id: string) => log.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);

export function useEarlierMessages(id: string, messages: readonly Message[], log: RefObject<HTMLElement | null>) {
  const queryClient = useQueryClient();
  // Fewer than a chunk at first: the conversation's start is already shown.
  const [state, setState] = useState<'idle' | 'loading' | 'done'>(() => (messages.length < MESSAGES_PER_CHUNK ? 'done' : 'idle'));
  const anchor = useRef<{ id: string; top: number } | null>(null);

  const loadEarlier = useCallback(async () => {
    const oldest = oldestSavedId(messages);
    if (state !== 'idle' || oldest === undefined || id === 'blank') return;
    const element = log.current && messageElement(log.current, oldest);
    anchor.current = element ? { id: oldest, top: element.getBoundingClientRect().top } : null;
    setState('loading');
    try {
      const { messages: chunk, more } = await getOlderMessages(id, oldest);
      queryClient.setQueryData<Conversation>(queryKeys.conversation(id), (cached) =>
        cached ? { ...cached, messages: mergeMessages(chunk, cached.messages) } : cached,
      );
      setState(more ? 'idle' : 'done');
    } catch {
      anchor.current = null;
      setState('idle');
      showToast(MESSAGES.generic, 'error');
    }
  }, [id, log, messages, queryClient, state]);

  // The message that was at the top stays put once the older ones are drawn above it (after every
  // render: the anchor is set only while a chunk is on its way).
  useLayoutEffect(() => {
    const kept = anchor.current;
    if (!kept || !log.current) return;
    const element = messageElement(log.current, kept.id);
    if (!element) return;
    anchor.current = null;
    const moved = element.getBoundingClientRect().top - kept.top;
    if (moved !== 0) scrollerOf(log.current).scrollBy(0, moved);
  });

  return { state, loadEarlier };
}

/** The top of the chat: a sentinel that loads earlier messages when scrolled into view, and the same as a button. */
export function EarlierMessages({ state, onLoad }: { state: 'idle' | 'loading' | 'done'; onLoad: () => void }) {
  const { t } = useTranslation('messaging');
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || state !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoad();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [state, onLoad]);

  if (state === 'done') return <p className="chat-start">{t('chat.start')}</p>;
  return (
    <div ref={sentinel} className="chat-earlier">
      <Button type="button" variant="secondary" size="sm" loading={state === 'loading'} onClick={onLoad}>
        {state === 'loading' ? t('chat.loadingEarlier') : t('chat.earlier')}
      </Button>
    </div>
  );
}
