// A profile's new photo from the console (issue 27 item 5: POST /profile/{id}/upload), on PGlite and
// on PostgreSQL: staff of the profile's brand only, the member upload's image rules, nothing written
// when refused, two uploads at once both kept, and the photo attaches to a reply at once.
import { MESSAGES } from '@heartline/contracts/rules';
import { claimResponseSchema, conversationMessageResponseSchema, userImagesResponseSchema } from '@heartline/contracts/schemas';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profileImages } from '../../src/db/schema';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { staffHelpers, type Staff } from '../helpers/staff';

const t = setupTestApp();
const h = staffHelpers(t, 800);
let demo: SignedInMember;
let agent: Staff;
let agent2: Staff;

beforeAll(async () => {
  await h.loadProfiles();
  demo = await signInMember(t.app, 'demo');
  agent = await h.staff('agent');
  agent2 = await h.staff('agent2');
});
afterAll(async () => {
  await h.status(agent, 'offline');
  await h.signOut(agent, agent2);
});
beforeEach(() => h.emptyQueue());

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

function upload(who: { headers: Record<string, string> }, profileId: number | string, files: Buffer[]) {
  const form = new FormData();
  for (const bytes of files) form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return t.app.inject({ method: 'POST', url: `/profile/${profileId}/upload`, headers: who.headers, payload: form });
}

const photosOf = async (profileId: number) =>
  (await t.app.db.select({ n: count() }).from(profileImages).where(eq(profileImages.profileId, profileId)))[0]!.n;

describe('POST /profile/{id}/upload', () => {
  it('adds the photo to the profile, and the agent holding the claim attaches it to a reply at once', async () => {
    const profileId = h.profileOf('heartline');
    const before = await photosOf(profileId);
    const talk = await h.waiting(demo.id, profileId, 5_000);
    await h.status(agent, 'online');
    const claim = claimResponseSchema.parse((await h.claim(agent)).json()).claim!;
    expect(claim.conversation._id).toBe(String(talk.conversationId));

    const response = await upload(agent, profileId, [await photo(1280, 720)]);
    expect(response.statusCode).toBe(200);
    const { images } = userImagesResponseSchema.parse(response.json());
    expect(images).toHaveLength(before + 1);
    const added = images.at(-1)!;
    // An upload is served only at a signed address.
    expect(added.path.medium).toMatch(/\/media\/uploads\/profiles\/\d+\/.+-medium\.jpg\?exp=\d+&sig=/);
    expect((await t.app.inject({ method: 'GET', url: new URL(added.path.medium).pathname })).statusCode).toBe(404);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/conversation/${talk.conversationId}/message`,
      headers: agent.headers,
      payload: { key: h.newKey(), messageType: 'attachment', message: '', attachment: added._id, seen: String(talk.messageId) },
    });
    expect(reply.statusCode).toBe(200);
    expect(conversationMessageResponseSchema.parse(reply.json()).message.attachmentImage?._id).toBe(added._id);
  });

  it('keeps both of two uploads at once, each in its own place', async () => {
    const profileId = h.profileOf('heartline');
    const before = await photosOf(profileId);
    const [one, two] = await Promise.all([
      upload(agent, profileId, [await photo(800, 600)]),
      upload(agent, profileId, [await photo(900, 600)]),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(await photosOf(profileId)).toBe(before + 2);
  });

  it('refuses another brand’s staff, members, bad images and unknown profiles, and writes nothing', async () => {
    const profileId = h.profileOf('heartline');
    const before = await photosOf(profileId);
    const outside = await upload(agent2, profileId, [await photo(800, 600)]);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(MESSAGES.profileOutsideScope);
    expect((await upload(demo, profileId, [await photo(800, 600)])).statusCode).toBe(403);
    const small = await upload(agent, profileId, [await photo(600, 300)]);
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe(MESSAGES.uploadTooSmall);
    const notImage = await upload(agent, profileId, [Buffer.from('not a photo at all')]);
    expect(notImage.json().message).toBe(MESSAGES.uploadInvalidType);
    const none = await upload(agent, profileId, []);
    expect(none.statusCode).toBe(400);
    expect((await upload(agent, 99_999_999, [await photo(800, 600)])).json().message).toBe(MESSAGES.profileNotFound);
    expect(await photosOf(profileId)).toBe(before);
  });
});
