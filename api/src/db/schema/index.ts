// The database tables, one file per domain. One migration set (api/drizzle/, generated from these
// files by drizzle-kit: `npm run db:generate -w api`) serves both embedded PGlite and PostgreSQL,
// so only PostgreSQL 15 features are used here.
export { emailVerifications, users } from './accounts';
export { agents } from './agents';
export { sessions, spentTokens } from './auth';
export { brands, companies, products } from './brands';
export { conversations, matches, swipes } from './matches';
export { userImages } from './media';
export { creditLedger, meetups, messageStock, messages, type CreditReason, type MeetupStatus, type MessageSender } from './messaging';
export { favourites, profileActions, profileImages, profiles, profileViews, type ProfileActionKind } from './profiles';
export { ssoIdentities } from './sso';
export { supportRequests } from './support';
