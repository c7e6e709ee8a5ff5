// What the console's tests hand the API fakes: a staff session, a claim as GET /claim answers it.
import { image, message } from '@heartline/remote-kit/testing';
import type { AgentConversation, AuthState } from '@heartline/contracts';
import type { Message, StaffParties } from '@heartline/contracts/schemas';

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

/** What a staff read says of member 'mike' (VIP until `vipUntil`, 12 credits) and profile 'anna' (two photos). */
export function partiesOf(vipUntil: string | null = '2026-12-24T10:00:00.000Z'): StaffParties {
  return {
    member: {
      _id: 'u1',
      username: 'mike',
      age: 41,
      gender: 'man',
      city: 'Cork',
      country: 'IE',
      lookingFor: { gender: 'woman', age: { min: 30, max: 45 }, tags: ['hiking'] },
      about: 'Sailing at weekends',
      photo: null,
      credits: 12,
      membership: { vip: vipUntil !== null, until: vipUntil },
    },
    profile: {
      _id: 'p1',
      username: 'anna',
      profile: { birthday: null },
      createDate: '2026-01-01T00:00:00.000Z',
      activityDate: null,
      height: 168,
      age: 34,
      body: null,
      hair: null,
      eyes: null,
      tags: [],
      images: [image('i1'), image('i2')],
      city: 'Galway',
      about: 'Loves the sea',
      interests: ['jazz'],
    },
  };
}
