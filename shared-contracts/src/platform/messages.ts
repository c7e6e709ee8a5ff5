// The words every app shares (member spec §5 and §8): the generic answers, the field rules'
// messages and their builders, uploads, locations, support, the terms and the shell's notices.
// A sentence that states a limit is built from its constant, so the words follow the rule.
import { UPLOAD_MAX_AVATAR_FILES, UPLOAD_MAX_FILES, UPLOAD_MAX_MEGABYTES, UPLOAD_MIN_HEIGHT, UPLOAD_MIN_WIDTH } from './constants';

export const PLATFORM_MESSAGES = {
  generic: 'Something went wrong, please try again later.',
  required: 'This field is required',
  invalidEmail: 'please enter a valid email address',
  invalidIpAddress: 'Please enter a valid IP address',
  invalidDate: 'Please enter a valid date',
  selectAtLeastOne: 'Please select at least one',
  uploadInvalidType: 'Invalid file type, jpeg or png only',
  uploadTooLarge: `Max file size allowed is ${UPLOAD_MAX_MEGABYTES} mb`,
  uploadTooSmall: `Mininum dimension is ${UPLOAD_MIN_WIDTH}px x ${UPLOAD_MIN_HEIGHT}px`,
  uploadFailed: 'Error uploading. Please try again!',
  tryRefreshing: 'Loading failed, please try refreshing the page.',
  contactFailed: 'Your message could not be sent, please try again later.',
  termsNotCurrent: 'These are not the terms in force: please read and accept the current terms and conditions.',
  unknownError: 'Unknown error',
  tooManyRequests: 'Too many attempts, please wait a moment and try again.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found',
  newVersion: 'A new version of the site is available.',
  realtimeOffline: 'Live updates are disconnected.',
  // Validation (issue 8): what the forms and the API's 400 answers say instead of raw schema text.
  forbiddenCharacters: 'This text contains characters that are not allowed.',
  requestBodyRequired: 'a JSON object is required',
  // What the API answers a request it will not read (issue 22): the body's shape is checked
  // before anything walks it, and a body, type or size it cannot take is named in these words.
  requestNotJson: 'This request is not valid JSON.',
  requestTooDeep: 'This request is nested too deeply.',
  requestTooManyValues: 'This request holds too many fields or items.',
  requestTextTooLong: 'A text in this request is too long.',
  requestDuplicateField: 'This request names a field more than once.',
  requestTooLarge: 'This request is too large.',
  requestUnsupportedType: 'This kind of content is not accepted here.',
  requestNotValid: 'This request is not valid.',
  // Who is asking (the API's 401s), and what no brand or company answers to.
  missingCredentials: 'Missing credentials: send a bearer token or the public API key.',
  signInRequired: 'Please sign in first.',
  invalidApiKey: 'Invalid API key.',
  invalidToken: 'Invalid access token.',
  brandNotFound: 'No brand is served at this address.',
  companyNotFound: 'No such company.',
  chooseCountry: 'Please choose a country',
  countryCode: 'Country must be a two-letter code',
  // The location lookups and the member's own photos (GET /locations, POST and DELETE /user/.../image).
  noStateForZip: 'No state found for this ZIP code',
  unknownCountry: 'No location data for this country',
  tooManyFiles: `You can upload at most ${UPLOAD_MAX_FILES} photos at once`,
  tooManyAvatars: `You can upload only ${UPLOAD_MAX_AVATAR_FILES} avatar`,
  noFiles: 'Please choose a photo to upload',
  imageNotFound: 'Image not found',
} as const;

/** '{field} is not valid' (spec §5 generic field message). */
export function fieldNotValid(field: string): string {
  return `${field} is not valid`;
}

/** 'at least N symbols' (spec §5 minimum length). */
export function minLengthMessage(length: number): string {
  return `Please enter at least ${length} symbols`;
}

export function maxLengthMessage(length: number): string {
  return `Please enter at most ${length} symbols`;
}

/** 'About me has at most 2000 characters': a free-text field's limit, named. */
export function fieldMaxLengthMessage(field: string, length: number): string {
  return `${field} has at most ${length} characters`;
}

/** 'At most 20 tags': a list's limit. */
export function maxItemsMessage(count: number, items: string): string {
  return `At most ${count} ${items}`;
}

/** 'Age must be between 18 and 100': a number's bounds, named. */
export function numberRangeMessage(field: string, min: number, max: number): string {
  return `${field} must be between ${min} and ${max}`;
}

/** An API request with a key its route does not take: refused, never silently ignored. */
export function unknownField(key: string): string {
  return `Unknown field: ${key}`;
}

export function maxAgeMessage(years: number): string {
  return `Maximum age is ${years} years`;
}

export function pageNotFound(path: string): string {
  return `Page not found: ${path}`;
}
