// Photo moderation (issue 27 item 7), on PGlite and on PostgreSQL: staff list the members' photos
// waiting in their brands, approve or reject one, and the member's pages hear it at once.
import { MESSAGES } from '@heartline/contracts/rules';
import { moderationDecisionResponseSchema, moderationImagesResponseSchema, userImagesResponseSchema } from '@heartline/contracts/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../src/plugins/app/domain-events';
import { anonymous, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, type Staff } from '../helpers/staff';
import { ChannelClient, listen } from '../realtime/channel-client';

const t = setupTestApp();
const h = staffHelpers(t, 640);
let demo: SignedInMember;
let agent: Staff;
let agent2: Staff;

async function upload(member: SignedInMember, colour: string): Promise<string> {
  const form = new FormData();
  form.append('type', 'others');
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  const uploaded = await t.app.inject({ method: 'POST', url: '/user/upload', headers: member.headers, payload: form });
  return userImagesResponseSchema.parse(uploaded.json()).images.at(-1)!._id;
}
const waiting = async (who: { headers: Record<string, string> }) =>
  moderationImagesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/moderation/images', headers: who.headers })).json());
const decide = (who: { headers: Record<string, string> }, id: string, decision: string) =>
  t.app.inject({ method: 'PATCH', url: `/moderation/images/${id}`, headers: who.headers, payload: { decision } });
const ownImages = async () =>
  (await t.app.inject({ method: 'GET', url: `/user/${demo.id}`, headers: demo.headers })).json().images as Array<{
    _id: string;
    under_moderation: boolean;
  }>;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  agent = await h.staff('agent');
  agent2 = await h.staff('agent2');
});
afterAll(() => h.signOut(agent, agent2));

describe('photo moderation', () => {
  it("lists the photos waiting in the staff member's brands, approves one and rejects another, and the member hears at once", async () => {
    const kept = await upload(demo, '#a86');
    const dropped = await upload(demo, '#68a');
    const listed = await waiting(agent);
    expect(listed.images.map((one) => one.image._id)).toEqual(expect.arrayContaining([kept, dropped]));
    expect(listed.images.find((one) => one.image._id === kept)).toMatchObject({ user: { _id: String(demo.id), username: 'demo' } });
    expect(listed.total).toBeGreaterThanOrEqual(2);
    // Demo is a Heartline member: Velvet Hour's staff neither see nor decide on the photo.
    expect((await waiting(agent2)).images.map((one) => one.image._id)).not.toContain(kept);
    const foreign = await decide(agent2, kept, 'approve');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.moderationImageNotFound);

    await listen(t.app);
    const memberSocket = await ChannelClient.open(t.app, demo.token);
    const heard: Array<DomainEvents['member.updated']> = [];
    const hear = (event: DomainEvents['member.updated']) => heard.push(event);
    t.app.domainEvents.on('member.updated', hear);
    const approved = await decide(agent, kept, 'approve');
    const rejected = await decide(agent, dropped, 'reject');
    t.app.domainEvents.off('member.updated', hear);
    expect(moderationDecisionResponseSchema.parse(approved.json())).toEqual({
      _id: kept,
      decision: 'approve',
      message: MESSAGES.photoApproved,
    });
    expect(rejected.json()).toMatchObject({ decision: 'reject', message: MESSAGES.photoRejected });
    expect(heard).toEqual([{ memberId: demo.id }, { memberId: demo.id }]);
    // The member's open page hears both at once (a userUpdate without fields: read the member again).
    expect(await memberSocket.next()).toEqual({ type: 'userUpdate', data: {} });
    expect(await memberSocket.next()).toEqual({ type: 'userUpdate', data: {} });
    memberSocket.close();

    const images = await ownImages();
    expect(images.find((image) => image._id === kept)).toMatchObject({ under_moderation: false });
    expect(images.map((image) => image._id)).not.toContain(dropped);
    expect((await waiting(agent)).images.map((one) => one.image._id)).not.toEqual(expect.arrayContaining([kept]));
    // Decided once: a second decision finds nothing waiting.
    expect((await decide(agent, kept, 'reject')).statusCode).toBe(404);
  });

  it('refuses members, anonymous callers and bad input', async () => {
    const id = await upload(demo, '#8a6');
    expect((await t.app.inject({ method: 'GET', url: '/moderation/images', headers: demo.headers })).statusCode).toBe(403);
    expect((await decide(demo, id, 'approve')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/moderation/images', headers: anonymous })).statusCode).toBe(401);
    const bad = await decide(agent, id, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).not.toMatch(/enum|expected/i);
    expect((await ownImages()).find((image) => image._id === id)).toMatchObject({ under_moderation: true });
  });
});
