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
  claimRequiredToChange: 'Claim this conversation before you change it',
  memoAdded: 'The memo has been added',
  memoUpdated: 'The memo has been updated',
  memoRemoved: 'The memo has been removed',
  noteNotFound: 'This note was not found',
  noteLimit: 'Too many notes here. Remove one first.',
  memoAdminOnly: 'Only an admin can change a global memo',
  memoSubjectNotFound: 'This member or profile was not found',
  meetupAdded: 'The meet-up has been added',
  meetupUpdated: 'The meet-up has been updated',
  meetupCancelledNotice: 'The meet-up has been cancelled',
  meetupRemoved: 'The meet-up has been removed',
  agentNotFound: 'This agent was not found',
  agentUsernameTaken: 'This username is already taken',
  agentDisabled: 'This agent account is disabled',
  agentSelfDisable: 'You cannot disable your own account',
  adminOnly: 'Only an admin can do that',
  scopeOutsideYours: 'You can only give an agent brands you work for',
  moderationImageNotFound: 'This photo is not waiting for moderation',
  photoApproved: 'The photo has been approved',
  photoRejected: 'The photo has been rejected',
  profilePhotoLimit: 'This profile has as many photos as it can hold',
  profileOutsideScope: 'This profile belongs to a brand you do not work for',
  profilePhotoAdded: 'The photo has been added to the profile',
} as const;

/** 'You can only pause once per hour! Left: {time}' (agent spec §8). */
export function pauseOncePerHour(timeLeft: string): string {
  return `You can only pause once per hour! Left: ${timeLeft}`;
}
