// The words of chat (member spec §8).
export const MESSAGING_MESSAGES = {
  nothingToSend: 'Write a message or attach a photo',
  noCredits: 'You have no credits left. Buy credits to send this message.',
  inboxFilterNeedsMembership: 'Filtering your inbox is a VIP feature. Upgrade to use it.',
  conversationNotFound: 'This conversation was not found.',
  /** A staff member's reply cannot carry a photo until the agent console's uploads exist. */
  attachmentNotFound: 'This photo was not found. Upload it again and attach it.',
  chatPhotoElsewhere: 'This photo was added in another conversation. Add it again in this one.',
  chatPhotosWaiting: 'You have many photos waiting to be sent. Send one of them, or try again tomorrow.',
  chatPhotoOneFile: 'Send one photo at a time.',
  attachmentNotReady: 'This photo is still being processed, try again in a moment.',
  sendKeyInvalid: 'This message could not be sent, please try again.',
  meetupNotFound: 'This meet-up was not found.',
  meetupDateInvalid: 'Choose a date and time for the meet-up.',
  meetupInPast: 'Choose a date and time in the future.',
  meetupCancelIntervalInvalid: 'Choose how long before the meet-up it can be cancelled.',
  meetupCancelled: 'This meet-up was cancelled and cannot be changed.',
  meetupCancelFirst: 'Cancel the meet-up before removing it.',
  meetupTooLate: 'This meet-up can no longer be cancelled.',
  meetupLimit: 'This conversation has too many meet-ups. Remove a cancelled one first.',
} as const;
