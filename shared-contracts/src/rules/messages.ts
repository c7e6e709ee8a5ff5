// User-visible messages in the spec's words (member spec §5 and §8, agent spec §8).
// Forms, the API client and the API itself use these, so the same words reach the user everywhere.
export const MESSAGES = {
  generic: 'Something went wrong, please try again later.',
  invalidCredentials: 'invalid credentials',
  invalidCredentialsHint: 'Invalid credentials: please verify your username and password.',
  usernameRequired: 'Please enter your username or email',
  passwordRequired: 'Please enter your password',
  alreadyLoggedIn: 'You are already logged in.',
  tokenExpired: 'token expired',
  sessionExpired: 'Your session has expired, please sign in again.',
  pleaseRegisterFirst: 'Please register first.',
  required: 'This field is required',
  invalidEmail: 'please enter a valid email address',
  invalidUsername: 'Username may contain only letters, digits and underscore',
  invalidUsernameOrEmail: 'Please enter a valid username or email',
  invalidIpAddress: 'Please enter a valid IP address',
  invalidDate: 'Please enter a valid date',
  notAdult: 'You must be at least 18 years old',
  creditCardInvalid: 'credit card not valid',
  cvvInvalid: 'CVV must be 3 or 4 digits',
  zipInvalid: 'ZIP code must be 5 digits or 5+4',
  expiryInvalid: 'Expiry date is not valid',
  acceptTermsCheckout: 'Please accept terms and conditions',
  acknowledgeSignUp: 'Please acknowledge to proceed.',
  tagsRequired: 'Information is required, please fill in some tags',
  selectAtLeastOne: 'Please select at least one',
  uploadInvalidType: 'Invalid file type, jpeg or png only',
  uploadTooLarge: 'Max file size allowed is 5 mb',
  uploadTooSmall: 'Mininum dimension is 640px x 360px',
  uploadFailed: 'Error uploading. Please try again!',
  tryRefreshing: 'Loading failed, please try refreshing the page.',
  contactFailed: 'Your message could not be sent, please try again later.',
  termsNotCurrent: 'These are not the terms in force: please read and accept the current terms and conditions.',
  unknownError: 'Unknown error',
  agentAlreadyLoggedIn: 'Agent is already logged-in',
  tooManyRequests: 'Too many attempts, please wait a moment and try again.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found',
  nothingToSend: 'Write a message or attach a photo',
  agentProfileUpdated: 'Agent Profile has been updated',
  agentActionFailed: 'Something went wrong, try again',
  attachmentUploadFailed: 'Something went wrong',
  replyTimerLapse: 'Reply timer lapse',
  newDeviceLogin: 'New device login',
  // Accounts (issue 3): sign-up, captcha, verification, password reset, settings.
  confirmAdult: 'Please confirm that you are 18 or older.',
  registrationInvalidEmail: 'Invalid email',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'This email address is already registered.',
  captchaV2Error: 'Captcha verification failed, please try again later.',
  captchaV3Failed: 'Please solve the captcha to continue.',
  captchaV2Timeout: 'The captcha has expired, please try again.',
  captchaRequired: 'captcha_v2_required',
  verificationSent: 'We have sent you an email with a link to confirm your address.',
  verificationResent: 'A new verification email is on its way.',
  resendTooSoon: 'Please wait before asking for another email.',
  invalidVerificationCode: 'This code is not valid, please check the email we sent you.',
  alreadyVerified: 'Your email address is already verified.',
  emailVerified: 'Thank you, your email address is verified.',
  passwordResetSent: 'If an account exists for this address, we have sent it a link to reset the password.',
  passwordResetDone: 'Your new password is set.',
  userNotFound: 'User not found',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  wrongCurrentPassword: 'The current password is not correct.',
  passwordsDoNotMatch: 'The passwords do not match.',
  samePassword: 'The new password must differ from the current one.',
  settingsSaved: 'Your settings have been saved.',
  accountDeactivated: 'Your account has been deactivated.',
  accountIsDeactivated: 'This account has been deactivated. Contact support to reactivate it.',
  ssoNotFound: 'No account uses this login yet, please register first.',
  ssoConsentNeeded: 'Sign-in needs your consent to share your name and email address.',
  signedOutPasswordChanged: 'Your password was changed, please sign in again.',
  signedOutDeactivated: 'Your account has been deactivated.',
  newVersion: 'A new version of the site is available.',
  realtimeOffline: 'Live updates are disconnected.',
  // Validation (issue 8): what the forms and the API's 400 answers say instead of raw schema text.
  forbiddenCharacters: 'This text contains characters that are not allowed.',
  requestBodyRequired: 'a JSON object is required',
  verificationCodeRequired: 'Please enter the 6-digit code from the email.',
  chooseCountry: 'Please choose a country',
  countryCode: 'Country must be a two-letter code',
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

/** 'You can only pause once per hour! Left: {time}' (agent spec §8). */
export function pauseOncePerHour(timeLeft: string): string {
  return `You can only pause once per hour! Left: ${timeLeft}`;
}

export function pageNotFound(path: string): string {
  return `Page not found: ${path}`;
}
