// /messages as one screen (issue 28 item 2): from 1024 px the list and the open conversation side
// by side, as Messenger and WhatsApp Web do; below, one at a time (the list, or the conversation,
// which is the whole screen on a phone). The list is drawn here, not by its route, so it stays
// mounted while conversations open beside it: its scroll, its page and its data stay.
import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { conversationClass } from '@heartline/contracts/rules';
import type { Conversation } from '@heartline/contracts/schemas';
import { EmptyState } from '@heartline/ui';
import { ConversationList } from '../features/conversations/conversations-page';
import { TWO_PANES_MEDIA, useMediaQuery } from '../lib/media-query';
import { readChatId, readListAddress, type ListAddress } from '../lib/messages-address';
import { lastListShown, rememberListShown } from '../lib/last-list';
import { queryKeys } from '../lib/query-keys';
import '../styles/panes.css';

export function MessagesPanes() {
  const { t } = useTranslation('messaging');
  const { pathname, search } = useLocation();
  const twoPanes = useMediaQuery(TWO_PANES_MEDIA);
  const chatId = readChatId(pathname);
  const listed = readListAddress(pathname, new URLSearchParams(search));
  if (listed) rememberListShown(listed);
  const besideChat = useListBesideChat(chatId);
  const list = chatId === null ? listed : twoPanes ? besideChat : null;

  return (
    <div className={chatId === null ? 'messages-panes' : 'messages-panes messages-panes-chat'} data-panes={twoPanes ? 2 : 1}>
      {list && (
        <div className="messages-list-pane">
          <ConversationList type={list.list} page={list.page} openId={chatId} />
        </div>
      )}
      {chatId !== null ? (
        <div className="messages-chat-pane">
          <Outlet />
        </div>
      ) : (
        <>
          {twoPanes && listed && (
            <div className="messages-chat-pane messages-no-chat">
              <EmptyState title={t('panes.choose')} size="compact">
                {t('panes.chooseText')}
              </EmptyState>
            </div>
          )}
          {/* The list routes only redirect an address that is not one of theirs. */}
          <Outlet />
        </>
      )}
    </div>
  );
}

/**
 * The list beside an open conversation: the one the member opened it from, else (an address typed
 * or shared) the conversation's own class once it has loaded.
 */
function useListBesideChat(chatId: string | null): ListAddress | null {
  // Reads the chat's conversation from the cache, never fetching it here (the chat does); an
  // observer of its own would put its options on the chat's query.
  const queryClient = useQueryClient();
  const open = useSyncExternalStore(
    (changed) => queryClient.getQueryCache().subscribe(changed),
    () => (chatId === null ? undefined : queryClient.getQueryData<Conversation>(queryKeys.conversation(chatId))),
  );
  const remembered = lastListShown();
  if (remembered) return remembered;
  if (chatId === 'blank') return { list: 'inbox', page: 1 };
  return open ? { list: conversationClass(open), page: 1 } : null;
}
