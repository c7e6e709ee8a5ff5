// The words of the agent console (agent spec §8).
export const AGENT_MESSAGES = {
  agentAlreadyLoggedIn: 'Agent is already logged-in',
  agentProfileUpdated: 'Agent Profile has been updated',
  agentActionFailed: 'Something went wrong, try again',
  attachmentUploadFailed: 'Something went wrong',
  replyTimerLapse: 'Reply timer lapse',
  newDeviceLogin: 'New device login',
  queueEmpty: 'No conversation is waiting',
  claimRequired: 'Claim this conversation before you reply',
  claimNeedsSession: 'Start your session before you claim a conversation',
  replyStale: 'The member wrote again: read the new lines first',
  outsideScope: 'This conversation belongs to a brand you do not work for',
  heldByAnother: 'Another agent is working on this conversation',
} as const;

/** 'You can only pause once per hour! Left: {time}' (agent spec §8). */
export function pauseOncePerHour(timeLeft: string): string {
  return `You can only pause once per hour! Left: ${timeLeft}`;
}
