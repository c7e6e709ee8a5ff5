// The words of chat (member spec §8).
export const MESSAGING_MESSAGES = {
  nothingToSend: 'Write a message or attach a photo',
} as const;
