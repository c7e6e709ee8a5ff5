// The agent console's test helpers: staff signed in, a member's message waiting in a conversation,
// the queue emptied, profiles of each brand no other test file writes to.
import { asc, eq, isNull, ne } from 'drizzle-orm';
import { agents, conversations, messageStock, messages, profiles } from '../../src/db/schema';
import { bearer, signIn, type TestApp } from './app';
import { heartlineBrandId } from './profiles';
import { ChannelClient } from '../realtime/channel-client';

export interface Staff {
  id: number;
  headers: { authorization: string };
}

/** The staff member's access token (the staff channel takes it in its address). */
export const tokenOf = (who: Staff): string => who.headers.authorization.slice('Bearer '.length);

/** Opens staff sockets on the staff channel (the app must listen), each once it has joined, and closes them all at the end of a test. */
export function staffSockets(t: TestApp) {
  const open: ChannelClient[] = [];
  return {
    async open(who: Staff): Promise<ChannelClient> {
      const socket = await ChannelClient.open(t.app, tokenOf(who), { path: '/ws/agent' });
      open.push(socket);
      await socket.joined();
      return socket;
    },
    closeAll(): void {
      for (const socket of open.splice(0)) socket.close();
    },
  };
}

export const PASSWORDS: Record<string, string> = { agent: 'agent12345', agent2: 'agent212345', admin: 'admin12345' };

export function staffHelpers(t: TestApp, profileOffset: number) {
  let heartline: number[] = [];
  let velvet: number[] = [];
  let next = 0;
  let keys = 0;

  async function loadProfiles() {
    const heartlineId = await heartlineBrandId(t.app.db);
    const ids = async (brand: 'heartline' | 'velvet') =>
      (
        await t.app.db
          .select({ id: profiles.id })
          .from(profiles)
          .where(brand === 'heartline' ? eq(profiles.brandId, heartlineId) : ne(profiles.brandId, heartlineId))
          .orderBy(asc(profiles.id))
          .offset(profileOffset)
          .limit(60)
      ).map((row) => row.id);
    heartline = await ids('heartline');
    velvet = await ids('velvet');
  }

  return {
    loadProfiles,
    profileOf: (brand: 'heartline' | 'velvet') => (brand === 'heartline' ? heartline : velvet)[next++]!,
    newKey: () => `staff-test-${++keys}-${Date.now()}`,

    async staff(username: string, password = PASSWORDS[username]!): Promise<Staff> {
      const { access_token } = await signIn(t.app, username, password, '/agent/authenticate');
      const [row] = await t.app.db.select({ id: agents.id }).from(agents).where(eq(agents.username, username));
      return { id: row!.id, headers: bearer(access_token) };
    },

    async signOut(...who: Staff[]) {
      for (const one of who) await t.app.inject({ method: 'DELETE', url: '/authenticate', headers: one.headers });
    },

    status: (who: Staff, status: string, reason?: string) =>
      t.app.inject({ method: 'POST', url: '/event', headers: who.headers, payload: { event: 'agent-status-update', status, reason } }),

    claim: (who: Staff) => t.app.inject({ method: 'GET', url: '/claim', headers: who.headers }),

    /** Settles every waiting message and frees every claim. */
    async emptyQueue() {
      await t.app.db.update(messageStock).set({ settledAt: t.clock.now() }).where(isNull(messageStock.settledAt));
      await t.app.db.update(conversations).set({ claimedBy: null, claimedAt: null, claimExpiresAt: null });
    },

    /** A member's message waiting in a new conversation with a profile, `agoMs` before now. */
    async waiting(memberId: number, profileId: number, agoMs: number, text = 'Are you there?') {
      const at = new Date(t.clock.now().getTime() - agoMs);
      const [conversation] = await t.app.db
        .insert(conversations)
        .values({ userId: memberId, profileId, createdAt: at, lastMessageAt: at })
        .returning({ id: conversations.id });
      const [message] = await t.app.db
        .insert(messages)
        .values({ conversationId: conversation!.id, userId: memberId, senderType: 'user', text, sentAt: at, isRead: true })
        .returning({ id: messages.id });
      await t.app.db.insert(messageStock).values({ messageId: message!.id, conversationId: conversation!.id, createdAt: at });
      return { conversationId: conversation!.id, messageId: message!.id };
    },
  };
}
