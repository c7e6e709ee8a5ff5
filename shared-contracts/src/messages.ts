// User-visible messages in the spec's words (member spec §5 and §8, agent spec §8), one catalogue
// per domain, gathered here into MESSAGES: forms, the API client and the API itself use these, so
// the same words reach the user everywhere. A domain's words live in <domain>/messages.ts; a new
// domain's catalogue is added to CATALOGUES below (a test refuses a key two domains define).
import { ACCOUNTS_MESSAGES } from './accounts/messages';
import { AGENT_MESSAGES, pauseOncePerHour } from './agent/messages';
import { CHECKOUT_MESSAGES } from './checkout/messages';
import { MESSAGING_MESSAGES } from './messaging/messages';
import {
  PLATFORM_MESSAGES,
  fieldMaxLengthMessage,
  fieldNotValid,
  maxAgeMessage,
  maxItemsMessage,
  maxLengthMessage,
  minLengthMessage,
  numberRangeMessage,
  pageNotFound,
  unknownField,
} from './platform/messages';
import { PROFILES_MESSAGES } from './profiles/messages';

/** Each domain's catalogue, by domain. */
export const CATALOGUES = {
  platform: PLATFORM_MESSAGES,
  accounts: ACCOUNTS_MESSAGES,
  profiles: PROFILES_MESSAGES,
  messaging: MESSAGING_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  agent: AGENT_MESSAGES,
} as const;

/** Every fixed sentence of every domain, by key. */
export const MESSAGES = {
  ...PLATFORM_MESSAGES,
  ...ACCOUNTS_MESSAGES,
  ...PROFILES_MESSAGES,
  ...MESSAGING_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...AGENT_MESSAGES,
} as const;

// The sentences built from a value ('{field} is not valid', 'At most 20 tags', ...).
export {
  fieldMaxLengthMessage,
  fieldNotValid,
  maxAgeMessage,
  maxItemsMessage,
  maxLengthMessage,
  minLengthMessage,
  numberRangeMessage,
  pageNotFound,
  pauseOncePerHour,
  unknownField,
};
