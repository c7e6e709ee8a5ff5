// Every domain's tables (each in its folder: `<domain>/tables.ts`), gathered for drizzle-kit and
// the queries that span domains. One migration set (api/drizzle/, generated from these
// files by drizzle-kit: `npm run db:generate -w api`) serves both embedded PGlite and PostgreSQL,
// so only PostgreSQL 15 features are used here.
export { emailVerifications, memberReactivations, users } from '../accounts/tables';
export { agentBrands, agentPauses, agents } from '../agents/tables';
export { sessions, spentTokens } from '../sessions/tables';
export { brands, companies, products } from '../brands/tables';
export { userImages } from '../media/tables';
export {
  conversationViewers,
  conversations,
  creditLedger,
  meetups,
  messageStock,
  messages,
  notes,
  type CreditReason,
  type MeetupStatus,
  type MessageSender,
  type NoteSubject,
} from '../messaging/tables';
export { chatPhotos } from '../messaging/chat-photo-tables';
export {
  favourites,
  profileActions,
  profileCardVersions,
  profileImages,
  profiles,
  profileViews,
  type ProfileActionKind,
} from '../profiles/tables';
export { matches, swipes } from '../profiles/match-tables';
export { ssoIdentities } from '../sso/tables';
export { supportRequests } from '../support/tables';
export {
  memberships,
  orders,
  payments,
  productPrices,
  savedCards,
  type OrderStatus,
  type PaymentFailure,
  type PaymentStatus,
} from '../checkout/tables';
