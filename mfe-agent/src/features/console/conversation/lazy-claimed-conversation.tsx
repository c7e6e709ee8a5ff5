// The claimed conversation's code (the messages, the reply with the emoji picker, the side panels,
// the meet-ups widget) loads on the first claim, not with the console (issue 27: opening the
// console adds at most 80 KB gzip beyond the shell, `npm run bench:web -- --console`). The console
// starts loading it together with GET /claim, so the claim shows as soon as both are in.
import { lazy } from 'react';

export const loadClaimedConversation = () => import('./claimed-conversation');

export const LazyClaimedConversation = lazy(() => loadClaimedConversation().then((module) => ({ default: module.ClaimedConversation })));
