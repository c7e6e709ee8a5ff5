// A member's send answers its conversation's profile as the profile is at that moment, while the
// statement reads the profile's columns and first photo only when its card version changed since
// this process last read it (member-send.ts).
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileImages, profiles, users } from '../../src/db/schema';
import type { MemberSendInput } from '../../src/messaging/repositories/conversation-rows';
import { sendInOneStatement } from '../../src/messaging/repositories/member-send';
import { heartlineBrandId } from '../helpers/profiles';
import { setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';

const t = setupTestApp();
let demo: SignedInMember;
let profileId: number;
let keys = 0;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  await t.app.db.update(users).set({ credits: 50 }).where(eq(users.id, demo.id));
  const heartlineId = await heartlineBrandId(t.app.db);
  const rows = await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.brandId, heartlineId)).orderBy(asc(profiles.id));
  profileId = rows[30]!.id;
});

type Shown = { conversation: { _id: string; profile: { username: string; images: { path: Record<string, string> }[] } } };

async function send(target: string, payload: Record<string, unknown>): Promise<Shown> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/conversation/${target}/message`,
    headers: demo.headers,
    payload: { key: `card-${++keys}-${Date.now()}`, message: `Line ${keys}`, ...payload },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Shown;
}

describe("a send's answer shows the conversation's profile as it is", () => {
  it('after the profile was renamed, and after its first photo changed, since the last send', async () => {
    const first = await send('blank', { profileId: String(profileId) });
    const conversationId = first.conversation._id;
    const [stored] = await t.app.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, profileId));
    expect(first.conversation.profile.username).toBe(stored!.username);
    expect((await send(conversationId, {})).conversation.profile).toEqual(first.conversation.profile);

    await t.app.db.update(profiles).set({ username: 'renamed_since' }).where(eq(profiles.id, profileId));
    expect((await send(conversationId, {})).conversation.profile.username).toBe('renamed_since');
    expect((await send(conversationId, {})).conversation.profile.username).toBe('renamed_since');

    // The first photo's file changes (a staff member's new first photo): the answer's address follows.
    const [photo] = await t.app.db
      .select({ pathKey: profileImages.pathKey })
      .from(profileImages)
      .where(and(eq(profileImages.profileId, profileId), eq(profileImages.position, 0)));
    const movedKey = `${photo!.pathKey}-moved`;
    await t.app.db
      .update(profileImages)
      .set({ pathKey: movedKey })
      .where(and(eq(profileImages.profileId, profileId), eq(profileImages.position, 0)));
    const [image] = (await send(conversationId, {})).conversation.profile.images;
    expect(image!.path.thumb).toContain(movedKey);
    await t.app.db
      .update(profileImages)
      .set({ pathKey: photo!.pathKey })
      .where(and(eq(profileImages.profileId, profileId), eq(profileImages.position, 0)));
    expect((await send(conversationId, {})).conversation.profile.images[0]!.path.thumb).not.toContain(movedKey);
  });

  it('reuses what it read of a profile whose card version has not changed: the same row and first photo', async () => {
    let sent = 0;
    const sendDirect = (target: MemberSendInput['target']) =>
      sendInOneStatement(t.app.genericPlansDb, {
        userId: demo.id,
        target,
        text: `Direct ${++sent}`,
        attachmentImageId: null,
        attachmentChatPhotoId: null,
        key: `card-direct-${Date.now()}-${sent}`,
        at: t.app.clock(),
      });
    const opened = await sendDirect({ profileId: profileId + 1 });
    expect(opened.kind).toBe('sent');
    if (opened.kind !== 'sent') return;
    const again = await sendDirect({ conversationId: opened.conversation.id });
    expect(again.kind === 'sent' && again.detail?.row.profile).toBe(opened.detail!.row.profile);
    expect(again.kind === 'sent' && again.detail?.firstImages).toBe(opened.detail!.firstImages);

    await t.app.db
      .update(profiles)
      .set({ activityAt: t.app.clock() })
      .where(eq(profiles.id, profileId + 1));
    const changed = await sendDirect({ conversationId: opened.conversation.id });
    expect(changed.kind === 'sent' && changed.detail?.row.profile).not.toBe(opened.detail!.row.profile);
    expect(changed.kind === 'sent' && changed.detail?.row.profile.id).toBe(profileId + 1);
  });
});
