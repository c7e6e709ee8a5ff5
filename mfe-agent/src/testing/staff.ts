// What the console's tests hand the API fakes: a staff session, a claim as GET /claim answers it.
import { message } from '@heartline/remote-kit/testing';
import type { AgentConversation, AuthState } from '@heartline/contracts';
import type { Message } from '@heartline/contracts/schemas';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

/** A signed-in agent (or admin) as the shell holds the session. */
export function staffAuth(role: 'agent' | 'admin' = 'agent'): AuthState {
  return {
    isAuthenticated: true,
    token: `h.${encode({ sub: '7', kind: 'agent', role })}.s`,
    expiryDate: Date.UTC(2099, 0, 1),
    tokenUpdateInterval: null,
  };
}

/** Conversation c1 of member 'mike' with the profile 'anna', claimed at `claimedAt` for 5 minutes. */
export function claimOf(
  claimedAt: number,
  messages: Message[] = [memberLine('m1', 'Hi Anna, are you there?', claimedAt - 60_000)],
): AgentConversation {
  return {
    claimTime: new Date(claimedAt).toISOString(),
    postTime: new Date(claimedAt - 60_000).toISOString(),
    conversation: {
      _id: 'c1',
      archived: false,
      type: 'inbox',
      messages,
      user: { _id: 'u1', username: 'mike', images: [], notes: [] },
      profile: { _id: 'p1', username: 'anna', images: [], notes: [] },
    },
    userNotes: [],
    profileNotes: [],
    meetUps: [],
    images: [],
    memos: [],
    claimExpirationTime: new Date(claimedAt + 300_000).toISOString(),
    replyTimer: 300,
    adminIntervention: false,
  };
}

export const memberLine = (id: string, text: string, at: number) => message(id, text, 'user', new Date(at).toISOString());
export const profileLine = (id: string, text: string, at: number) => message(id, text, 'profile', new Date(at).toISOString());
