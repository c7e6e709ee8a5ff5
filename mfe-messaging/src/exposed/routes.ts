// The routes mfe-messaging contributes under the authenticated layout: /messages is one screen of
// panes (app/messages-panes.tsx) around its lists and conversations. Pages load on demand (route
// `lazy`); each route's handle tells the shell's layout what chrome it wants (PageHandle).
import type { RouteObject } from '@heartline/contracts/router';
import type { PageHandle } from '@heartline/contracts';

const listPage = () => import('../features/conversations/conversations-page').then((module) => ({ Component: module.ConversationsPage }));

export const routes: RouteObject[] = [
  {
    path: '/messages',
    // An app screen: no site footer after the lists or under a conversation.
    handle: { chrome: { footer: false } } satisfies PageHandle,
    lazy: () => import('../app/messages-panes').then((module) => ({ Component: module.MessagesPanes })),
    children: [
      { index: true, lazy: () => import('../features/home/home-page').then((module) => ({ Component: module.HomePage })) },
      {
        path: 'chat/:id',
        // A conversation is the whole screen on a phone: no tab bar, no site header (its own leads back).
        handle: { chrome: { fullScreenOnPhone: true } } satisfies PageHandle,
        lazy: () => import('../features/chat/chat-page').then((module) => ({ Component: module.ChatPage })),
      },
      { path: ':type/:page', lazy: listPage },
      { path: ':type', lazy: listPage },
    ],
  },
];
