// Photos sent in a chat stay private (issue 28 item 4): uploaded for one conversation, never in the
// member's gallery, profile or the staff's moderation, served only at the signed addresses the
// conversation's two sides are given, sent only in their own conversation, swept when never sent.
import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, unknownField } from '@heartline/contracts/rules';
import {
  CHAT_PHOTO_UNSENT_TTL_MS,
  CHAT_PHOTOS_WAITING_MAX,
  chatPhotoResponseSchema,
  conversationMessageResponseSchema,
  conversationSchema,
  moderationImagesResponseSchema,
  userSchema,
} from '@heartline/contracts/schemas';
import { asc, count, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPhotos, creditLedger, profiles, userImages, users } from '../../src/db/schema';
import { CHAT_PHOTO_SWEEP_QUEUE } from '../../src/messaging/chat-photos';
import { anonymous, setupTestApp, signIn } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';
import { heartlineBrandId } from '../helpers/profiles';

const mediaDir = await mkdtemp(join(tmpdir(), 'heartline-chat-photos-'));
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const t = setupTestApp({ config: { mediaDir } });
let demo: SignedInMember;
let vip: SignedInMember;
let newbie: SignedInMember;
let heartlineProfiles: number[];
let velvetProfile: number;
let keys = 0;
const newKey = () => `chat-photo-${++keys}-${Date.now()}`;

/** Staff signed in once for the file (a staff member holds one session at a time). */
const staff: Record<'admin' | 'agent' | 'agent2', { authorization: string }> = {} as never;
async function staffHeaders(username: 'admin' | 'agent' | 'agent2', password: string) {
  const { access_token } = await signIn(t.app, username, password, '/agent/authenticate');
  return { authorization: `Bearer ${access_token}` };
}

beforeAll(async () => {
  [demo, vip, newbie] = await Promise.all([signInMember(t.app, 'demo'), signInMember(t.app, 'vip'), signInMember(t.app, 'newbie')]);
  const heartline = await heartlineBrandId(t.app.db);
  const rows = await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.brandId, heartline)).orderBy(asc(profiles.id));
  heartlineProfiles = rows.map((row) => row.id);
  const [velvet] = await t.app.db.select({ id: profiles.id }).from(profiles).where(ne(profiles.brandId, heartline)).limit(1);
  velvetProfile = velvet!.id;
  staff.admin = await staffHeaders('admin', 'admin12345');
  staff.agent = await staffHeaders('agent', 'agent12345');
  staff.agent2 = await staffHeaders('agent2', 'agent212345');
  // Enough credits for every send of the file, through the ledger as always.
  for (const member of [demo, vip, newbie]) {
    await t.app.db.update(users).set({ credits: 100 }).where(eq(users.id, member.id));
    await t.app.db.insert(creditLedger).values({ userId: member.id, delta: 100, reason: 'staff_adjustment', reference: 'test' });
  }
});

function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .jpeg()
    .toBuffer();
}

function uploadTo(member: SignedInMember, conversationId: string, files: Buffer[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((bytes, index) => form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `chat-${index}.jpg`));
  return t.app.inject({ method: 'POST', url: `/conversation/${conversationId}/attachment`, headers: member.headers, payload: form });
}

async function uploaded(member: SignedInMember, conversationId: string, fields: Record<string, string> = {}) {
  const response = await uploadTo(member, conversationId, [await photo(800, 600)], fields);
  expect(response.statusCode).toBe(200);
  return chatPhotoResponseSchema.parse(response.json()).image;
}

function send(member: SignedInMember, conversationId: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/conversation/${conversationId}/message`, headers: member.headers, payload });
}

/** Opens a conversation of the member's with a text message; answers its id. */
async function openConversation(member: SignedInMember, profileId: number): Promise<string> {
  const response = await send(member, 'blank', { key: newKey(), profileId: String(profileId), message: 'Hello there' });
  expect(response.statusCode).toBe(200);
  return conversationMessageResponseSchema.parse(response.json()).conversation._id;
}

function read(headers: Record<string, string>, conversationId: string) {
  return t.app.inject({ method: 'GET', url: `/conversation/${conversationId}`, headers });
}

/** The path and query of an absolute URL, as a browser asks for it. */
const addressOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url: addressOf(url) });

const creditsOf = async (id: number) => (await t.app.db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]!.credits;

describe('a photo uploaded in a chat', () => {
  it('is an 800×600 photo taken whole, never in the gallery, the profile or the moderation list', async () => {
    const conversationId = await openConversation(demo, heartlineProfiles[10]!);
    const galleryBefore = await t.app.db.select({ n: count() }).from(userImages).where(eq(userImages.userId, demo.id));
    const image = await uploaded(demo, conversationId);
    expect(image._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(image).toMatchObject({ under_moderation: false, processed: true });
    const medium = new URL(image.path.medium);
    expect(medium.pathname).toMatch(new RegExp(`^/media/chats/${demo.id}/${image._id}-medium\\.jpg$`));
    expect(medium.searchParams.get('sig')).toBeTruthy();
    // The original's size is kept (no portrait crop): 800×600 within the large size's box.
    const large = await fetchMedia(image.path.large!);
    expect(large.statusCode).toBe(200);
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });

    const own = userSchema.parse((await t.app.inject({ method: 'GET', url: `/user/${demo.id}`, headers: demo.headers })).json());
    expect(JSON.stringify(own)).not.toContain(image._id);
    expect(await t.app.db.select({ n: count() }).from(userImages).where(eq(userImages.userId, demo.id))).toEqual(galleryBefore);
    const moderation = moderationImagesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/moderation/images', headers: staff.admin })).json(),
    );
    expect(JSON.stringify(moderation)).not.toContain(image._id);
    expect(JSON.stringify(moderation)).not.toContain('/chats/');
  });

  it('is sent in its conversation and seen at signed addresses by the member and the brand’s staff only', async () => {
    const conversationId = await openConversation(demo, heartlineProfiles[11]!);
    const image = await uploaded(demo, conversationId);
    const sent = await send(demo, conversationId, { key: newKey(), messageType: 'attachment', attachment: image._id });
    expect(sent.statusCode).toBe(200);
    const answer = conversationMessageResponseSchema.parse(sent.json());
    expect(answer.message).toMatchObject({ messageType: 'attachment', attachment: image._id });

    // The member reads it back, and the address works.
    const mine = conversationSchema.parse((await read(demo.headers, conversationId)).json());
    expect(mine.messages[0]).toMatchObject({ senderType: 'user', messageType: 'attachment', attachment: image._id });
    expect((await fetchMedia(mine.messages[0]!.attachmentImage!.path.medium)).statusCode).toBe(200);

    // Staff of the brand reading the conversation as the profile get it at their own signed address.
    for (const headers of [staff.agent, staff.admin]) {
      const response = await read(headers, conversationId);
      expect(response.statusCode).toBe(200);
      const staffView = conversationSchema.parse(response.json());
      const photoLine = staffView.messages.find((message) => message.attachment === image._id)!;
      expect(new URL(photoLine.attachmentImage!.path.large!).searchParams.get('sig')).toBeTruthy();
      expect((await fetchMedia(photoLine.attachmentImage!.path.large!)).statusCode).toBe(200);
    }
    // Staff of another brand, and another member, read nothing of the conversation.
    expect((await read(staff.agent2, conversationId)).statusCode).toBe(403);
    const stranger = await read(vip.headers, conversationId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain(image._id);

    // Another member guessing the address, or holding it without the signature, gets nothing.
    const unsigned = new URL(image.path.medium).pathname;
    for (const headers of [{}, vip.headers, demo.headers, anonymous]) {
      const response = await t.app.inject({ method: 'GET', url: unsigned, headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toBe('image/jpeg');
    }
    const forged = `${unsigned}?exp=${new URL(image.path.medium).searchParams.get('exp')}&sig=${'A'.repeat(32)}`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    // Nor may another member send it in their own conversation with the profile.
    const theirs = await openConversation(vip, heartlineProfiles[11]!);
    const refused = await send(vip, theirs, { key: newKey(), messageType: 'attachment', attachment: image._id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.attachmentNotFound);
  });

  it('may open a conversation: uploaded for `blank` with the profile, sent as the first message', async () => {
    const profileId = String(heartlineProfiles[12]!);
    const image = await uploaded(demo, 'blank', { profileId });
    const sent = await send(demo, 'blank', { key: newKey(), profileId, messageType: 'attachment', attachment: image._id, message: 'Me!' });
    expect(sent.statusCode).toBe(200);
    const { conversation, message } = conversationMessageResponseSchema.parse(sent.json());
    expect(message).toMatchObject({ attachment: image._id, message: 'Me!' });
    expect(message.attachmentImage!.path.medium).toContain(`/media/chats/${demo.id}/`);
    expect(conversationSchema.parse((await read(demo.headers, conversation._id)).json()).messages[0]!.attachment).toBe(image._id);
    // Another brand's profile has no conversation to upload to.
    const elsewhere = await uploadTo(demo, 'blank', [await photo(800, 600)], { profileId: String(velvetProfile) });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(MESSAGES.conversationNotFound);
  });

  it('is refused in another conversation, with nothing written and no credit spent', async () => {
    const first = await openConversation(demo, heartlineProfiles[13]!);
    const second = await openConversation(demo, heartlineProfiles[14]!);
    const image = await uploaded(demo, first);
    const credits = await creditsOf(demo.id);
    for (const [conversationId, extra] of [
      [second, {}],
      ['blank', { profileId: String(heartlineProfiles[15]) }],
    ] as const) {
      const response = await send(demo, conversationId, { key: newKey(), messageType: 'attachment', attachment: image._id, ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.chatPhotoElsewhere);
    }
    expect(await creditsOf(demo.id)).toBe(credits);
    const unchanged = conversationSchema.parse((await read(demo.headers, second)).json());
    expect(unchanged.messages.map((message) => message.message)).toEqual(['Hello there']);
  });

  it('follows the gallery’s rules and refuses what is not the member’s to send to', async () => {
    const conversationId = await openConversation(demo, heartlineProfiles[16]!);
    const small = await uploadTo(demo, conversationId, [await photo(600, 300)]);
    expect([small.statusCode, small.json().message]).toEqual([400, MESSAGES.uploadTooSmall]);
    const portrait = await uploadTo(demo, conversationId, [await photo(360, 640)]);
    expect(portrait.statusCode).toBe(200);
    const notImage = await uploadTo(demo, conversationId, [Buffer.from('not a photo at all')]);
    expect([notImage.statusCode, notImage.json().message]).toEqual([400, MESSAGES.uploadInvalidType]);
    const two = await uploadTo(demo, conversationId, [await photo(800, 600), await photo(800, 600)]);
    expect([two.statusCode, two.json().message]).toEqual([400, MESSAGES.chatPhotoOneFile]);
    const none = await uploadTo(demo, conversationId, []);
    expect(none.statusCode).toBe(400);
    const extraField = await uploadTo(demo, conversationId, [await photo(800, 600)], { profileId: String(heartlineProfiles[16]) });
    expect([extraField.statusCode, extraField.json().message]).toEqual([400, unknownField('profileId')]);
    // Another member's conversation is as absent as one that does not exist.
    for (const id of [conversationId, '999999', 'nope']) {
      const response = await uploadTo(vip, id, [await photo(800, 600)]);
      expect([response.statusCode, response.json().message]).toEqual([404, MESSAGES.conversationNotFound]);
    }
    expect((await t.app.db.select({ n: count() }).from(chatPhotos).where(eq(chatPhotos.userId, vip.id)))[0]!.n).toBe(0);
    // Staff upload nothing here (the route is a member's).
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await photo(800, 600))], { type: 'image/jpeg' }), 'x.jpg');
    const byStaff = await t.app.inject({
      method: 'POST',
      url: `/conversation/${conversationId}/attachment`,
      headers: staff.admin,
      payload: form,
    });
    expect(byStaff.statusCode).toBe(403);
  });

  it(`holds at most ${CHAT_PHOTOS_WAITING_MAX} photos waiting to be sent, uploads at once included; a sent one frees its place`, async () => {
    const conversationId = await openConversation(newbie, heartlineProfiles[17]!);
    const bytes = await photo(640, 360);
    const answers = await Promise.all(Array.from({ length: CHAT_PHOTOS_WAITING_MAX + 2 }, () => uploadTo(newbie, conversationId, [bytes])));
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(CHAT_PHOTOS_WAITING_MAX);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200))
      expect([refused.statusCode, refused.json().message]).toEqual([429, MESSAGES.chatPhotosWaiting]);
    expect((await t.app.db.select({ n: count() }).from(chatPhotos).where(eq(chatPhotos.userId, newbie.id)))[0]!.n).toBe(
      CHAT_PHOTOS_WAITING_MAX,
    );
    // The refused uploads left no file behind.
    expect(await readdir(join(mediaDir, 'chats', String(newbie.id)))).toHaveLength(CHAT_PHOTOS_WAITING_MAX * 3);
    const first = chatPhotoResponseSchema.parse(accepted[0]!.json()).image;
    const sent = await send(newbie, conversationId, { key: newKey(), messageType: 'attachment', attachment: first._id });
    expect(sent.statusCode).toBe(200);
    expect((await uploadTo(newbie, conversationId, [bytes])).statusCode).toBe(200);
  });
});

describe('a photo never sent', () => {
  it('is swept after a day by the clock, files and all, while a sent one stays and an expired one cannot be sent', async () => {
    const conversationId = await openConversation(vip, heartlineProfiles[18]!);
    const kept = await uploaded(vip, conversationId);
    const dropped = await uploaded(vip, conversationId);
    expect((await send(vip, conversationId, { key: newKey(), messageType: 'attachment', attachment: kept._id })).statusCode).toBe(200);
    const fileOf = (id: string) => join(mediaDir, 'chats', String(vip.id), `${id}-medium.jpg`);
    await access(fileOf(dropped._id));

    // A day later the unsent photo is past sending, and its signed address has expired too.
    t.clock.advance(CHAT_PHOTO_UNSENT_TTL_MS);
    vip = await signInMember(t.app, 'vip');
    const late = await send(vip, conversationId, { key: newKey(), messageType: 'attachment', attachment: dropped._id });
    expect([late.statusCode, late.json().message]).toEqual([400, MESSAGES.attachmentNotFound]);
    expect((await fetchMedia(dropped.path.medium)).statusCode).toBe(403);
    // Not swept yet within the hour's margin; swept after it.
    expect(await t.app.messaging.chatPhotos.sweep()).toBe(0);
    t.clock.advance(2 * 3_600_000);
    // The job scheduler's sweep (its cron sends the same job every 15 minutes) removes it.
    await t.app.jobs.send(CHAT_PHOTO_SWEEP_QUEUE, {});
    const photosOfVip = async () =>
      (await t.app.db.select({ id: chatPhotos.id }).from(chatPhotos).where(eq(chatPhotos.userId, vip.id))).map((row) => row.id);
    const fileIsThere = (id: string) =>
      access(fileOf(id)).then(
        () => true,
        () => false,
      );
    // The job removes the rows, then their files: done once both are gone.
    await expect.poll(async () => [await photosOfVip(), await fileIsThere(dropped._id)], { timeout: 10_000 }).toEqual([[kept._id], false]);
    await expect(access(fileOf(dropped._id))).rejects.toThrow(/ENOENT/);
    await access(fileOf(kept._id));
    // The sent photo is still in the conversation, at a fresh signed address.
    vip = await signInMember(t.app, 'vip');
    const now = conversationSchema.parse((await read(vip.headers, conversationId)).json());
    const line = now.messages.find((message) => message.attachment === kept._id)!;
    expect((await fetchMedia(line.attachmentImage!.path.medium)).statusCode).toBe(200);
  });
});

describe('the upload route', () => {
  it('is rate limited per member', async () => {
    demo = await signInMember(t.app, 'demo');
    const statuses: number[] = [];
    for (let index = 0; index < 22; index++) statuses.push((await uploadTo(demo, 'blank', [], { profileId: '1' })).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(20);
  });
});
