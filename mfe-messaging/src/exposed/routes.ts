// The routes mfe-messaging contributes under the authenticated layout. Pages load on demand (route `lazy`).
import type { RouteObject } from '@heartline/contracts/router';

export const routes: RouteObject[] = [
  { path: '/messages', lazy: () => import('../features/home/home-page').then((module) => ({ Component: module.HomePage })) },
  { path: '/messages/chat/:id', lazy: () => import('../features/chat/chat-page').then((module) => ({ Component: module.ChatPage })) },
  {
    path: '/messages/:type/:page',
    lazy: () => import('../features/conversations/conversations-page').then((module) => ({ Component: module.ConversationsPage })),
  },
  {
    path: '/messages/:type',
    lazy: () => import('../features/conversations/conversations-page').then((module) => ({ Component: module.ConversationsPage })),
  },
];
