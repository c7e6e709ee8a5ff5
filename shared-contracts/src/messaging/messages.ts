// The words of chat (member spec §8).
export const MESSAGING_MESSAGES = {
  nothingToSend: 'Write a message or attach a photo',
  noCredits: 'You have no credits left. Buy credits to send this message.',
  conversationNotFound: 'This conversation was not found.',
  attachmentsNotYet: 'Photos cannot be attached to messages yet.',
  sendKeyInvalid: 'This message could not be sent, please try again.',
} as const;
