// The routes mfe-agent contributes under the console layout. Pages load on demand (route `lazy`);
// every /chat page but the sign-in sits in the console's frame (the work session, the agent
// channel, the claimed conversation stay while an admin looks conversations up).
import type { RouteObject } from '@heartline/contracts/router';

export const routes: RouteObject[] = [
  {
    path: '/chat/sign-in',
    lazy: () => import('../features/sign-in/sign-in-page').then((module) => ({ Component: module.SignInPage })),
  },
  {
    path: '/chat',
    lazy: () => import('../features/console/console-frame').then((module) => ({ Component: module.ConsoleFrame })),
    children: [
      { index: true, lazy: () => import('../features/console/queue-page').then((module) => ({ Component: module.QueuePage })) },
      { path: 'lookup', lazy: () => import('../features/lookup/lookup-page').then((module) => ({ Component: module.LookupPage })) },
      {
        path: 'moderation',
        lazy: () => import('../features/moderation/moderation-page').then((module) => ({ Component: module.ModerationPage })),
      },
      { path: 'staff', lazy: () => import('../features/staff/staff-page').then((module) => ({ Component: module.StaffPage })) },
      { path: 'members', lazy: () => import('../features/members/members-page').then((module) => ({ Component: module.MembersPage })) },
      {
        path: 'lookup/:conversationId',
        lazy: () => import('../features/lookup/lookup-conversation-page').then((module) => ({ Component: module.LookupConversationPage })),
      },
    ],
  },
];
