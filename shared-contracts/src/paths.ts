// The addresses of the product's pages, as builders: the contract between apps. A page of another
// app is always reached through here, never by writing its route as a string, so a route that
// moves moves once (member spec §2, agent spec §2). It names every domain's pages with the
// domain's own types (an interest list, a conversation class), so it sits above the domains with
// the other gatherings (messages.ts, error-codes.ts, events.ts): no domain imports it.
import type { ConversationClass } from './messaging/rules/conversations';
import type { InterestKind } from './profiles/entities/interests';

const segment = (value: string | number) => encodeURIComponent(String(value));

export type UpgradeKind = 'credits' | 'premium' | 'checkout';
/** A list of the messages page: one of the member's conversation classes. */
export type MessagesClass = ConversationClass;

export const paths = {
  home: () => '/',
  // Shell pages
  prices: () => '/prices',
  terms: () => '/terms',
  contactUs: () => '/contact-us',
  privacyPolicy: () => '/privacy-policy',
  // mfe-auth
  signIn: () => '/sign-in',
  signUp: () => '/sign-up',
  verify: () => '/verify',
  settings: () => '/settings',
  helpCenter: () => '/settings/help-center',
  // mfe-profiles
  profiles: () => '/profiles',
  profile: (id: string) => `/profile/${segment(id)}`,
  matches: () => '/matches',
  favorites: () => '/favorites',
  interests: (kind: InterestKind, page = 1) => `/interests/${segment(kind)}/${page}`,
  user: () => '/user',
  userEdit: () => '/user/edit',
  // mfe-messaging
  messages: (messagesClass: MessagesClass = 'inbox') => `/messages/${messagesClass}`,
  chat: (conversationId: string) => `/messages/chat/${segment(conversationId)}`,
  /** Opening lines not answered yet, and the member's messages awaiting a reply: paged in the path. */
  flirts: (page = 1) => `/messages/flirts/${page}`,
  sent: (page = 1) => `/messages/sent/${page}`,
  /** The 'blank' conversation with a profile, created by the first message (member spec §2). */
  newChat: (profileId: string) => `/messages/chat/blank?profileId=${segment(profileId)}`,
  // mfe-checkout
  /** The upgrade page (packages and memberships), or one of its children. */
  upgrade: (kind?: UpgradeKind) => (kind ? `/upgrade/${kind}` : '/upgrade'),
  // mfe-agent
  console: () => '/chat',
  /** The staff's own sign-in page (not the member sign-in). */
  consoleSignIn: () => '/chat/sign-in',
} as const;

/** Where "/" sends a signed-in member (spec: "the configured authenticated home route"). */
export const AUTHENTICATED_HOME = paths.profiles();
/** Where a signed-in agent or admin lands: the console (agent spec §2). */
export const AGENT_HOME = paths.console();
/** Where a visitor who asks for the console is sent: the staff sign-in. */
export const AGENT_SIGN_IN = paths.consoleSignIn();
export const VERIFY_PATH = paths.verify();
