// Pure business rules (no zod): safe for the first load.
export { MESSAGES, fieldNotValid, maxAgeMessage, maxLengthMessage, minLengthMessage, pageNotFound } from './messages';
