import { userSchema, type ProfileUpdateInput } from '@heartline/contracts/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { setupTestApp, signIn } from '../helpers/app';
import { createOutboxDir, waitForMail } from '../helpers/accounts';
import { signInMember, type SignedInMember } from '../helpers/members';

const outboxDir = createOutboxDir();
const t = setupTestApp({ config: { outboxDir } });
let demo: SignedInMember;
let newbie: SignedInMember;

beforeAll(async () => {
  [demo, newbie] = await Promise.all([signInMember(t.app, 'demo'), signInMember(t.app, 'newbie')]);
});

const demoForm: ProfileUpdateInput = {
  firstName: 'Dana',
  lastName: 'Moore',
  gender: 'man',
  birthday: '1990-04-12',
  city: 'Galway',
  state: 'County Galway',
  zip: 'H91',
  country: 'IE',
  lookingForGender: 'woman',
  lookingForAge: { min: 25, max: 39 },
  keepLocationPrivate: true,
  showOnline: false,
  aboutMe: 'Sea swims and long dinners.',
  lookingForTags: ['travel', 'cooking'],
  email: 'demo@heartline.example',
  notifyByEmail: false,
};

function patch(member: SignedInMember, payload: unknown, id: number = member.id) {
  return t.app.inject({ method: 'PATCH', url: `/user/${id}`, headers: member.headers, payload: payload as Record<string, unknown> });
}

describe('PATCH /user/{id} with the own-profile form', () => {
  it('saves every field and answers the updated record', async () => {
    const response = await patch(demo, demoForm);
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user.profile).toMatchObject({
      gender: 'man',
      birthday: '1990-04-12',
      city: 'Galway',
      state: 'County Galway',
      zip: 'H91',
      country: 'IE',
      aboutMe: 'Sea swims and long dinners.',
      lookingFor: { gender: 'woman', age: { min: 25, max: 39 }, tags: ['travel', 'cooking'] },
      settings: { keepLocationPrivate: true, showOnline: false, notifyByEmail: false },
    });
    expect(user.emailValidated).toBe(true);
  });

  it('saves the age range alone for a member with no "about me" and no tags, and changes nothing else', async () => {
    const [before] = await t.app.db.select().from(users).where(eq(users.id, newbie.id));
    expect(before).toMatchObject({ aboutMe: '', lookingForTags: [] });
    const response = await patch(newbie, { lookingForAge: { min: 30, max: 45 } });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json()).profile.lookingFor?.age).toEqual({ min: 30, max: 45 });
    const [after] = await t.app.db.select().from(users).where(eq(users.id, newbie.id));
    expect(after).toEqual({ ...before, lookingForAgeMin: 30, lookingForAgeMax: 45, updatedAt: after!.updatedAt });
    // Read again, as after a reload.
    const reread = await t.app.inject({ method: 'GET', url: `/user/${newbie.id}`, headers: newbie.headers });
    expect(userSchema.parse(reread.json()).profile.lookingFor?.age).toEqual({ min: 30, max: 45 });
  });

  it('says what is wrong with a range whose youngest age is above its oldest, and saves nothing', async () => {
    const response = await patch(newbie, { lookingForAge: { min: 50, max: 30 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The youngest age must not be above the oldest.',
      fields: { 'lookingForAge.max': 'The youngest age must not be above the oldest.' },
    });
    const [row] = await t.app.db.select({ min: users.lookingForAgeMin }).from(users).where(eq(users.id, newbie.id));
    expect(row!.min).toBe(30);
  });

  it('refuses a body with no field, and a key the form does not have, changing nothing', async () => {
    const empty = await patch(newbie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('There is nothing to save: change a field first.');
    const unknown = await patch(newbie, { lookingForAge: { min: 20, max: 25 }, credits: 9999 });
    expect(unknown.statusCode).toBe(400);
    const [row] = await t.app.db.select({ min: users.lookingForAgeMin, credits: users.credits }).from(users).where(eq(users.id, newbie.id));
    expect(row).toEqual({ min: 30, credits: 0 });
  });

  it('requires looking-for tags, in the spec words', async () => {
    const response = await patch(demo, { ...demoForm, lookingForTags: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Information is required, please fill in some tags',
      fields: { lookingForTags: 'Information is required, please fill in some tags' },
    });
  });

  it('requires about me', async () => {
    const response = await patch(demo, { ...demoForm, aboutMe: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('aboutMe', 'This field is required');
    // Also when it is the only field sent: clearing it is not saving it.
    expect((await patch(demo, { aboutMe: '' })).json().fields).toHaveProperty('aboutMe', 'This field is required');
  });

  it('refuses to change a birthday once set, but accepts it unchanged', async () => {
    const response = await patch(demo, { ...demoForm, birthday: '1991-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Birth date cannot be changed', code: 'birthday-locked' });
    expect((await patch(demo, { ...demoForm, birthday: null })).statusCode).toBe(200);
  });

  it('sets a first birthday once, adults only', async () => {
    const form = { ...demoForm, email: 'newbie@heartline.example', gender: 'woman' };
    const minor = await patch(newbie, { ...form, birthday: `${new Date().getUTCFullYear() - 17}-01-01` });
    expect(minor.statusCode).toBe(400);
    expect(minor.json().message).toBe('You must be at least 18 years old');
    const first = await patch(newbie, { ...form, birthday: '2000-02-29' });
    expect(userSchema.parse(first.json()).profile.birthday).toBe('2000-02-29');
    expect((await patch(newbie, { ...form, birthday: '2000-03-01' })).json().message).toBe('Birth date cannot be changed');
  });

  it('refuses an invalid email with the message the UI shows for it', async () => {
    const response = await patch(demo, { ...demoForm, email: 'dana@' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'please enter a valid email address',
      code: 'invalid-email',
      fields: { email: 'please enter a valid email address' },
    });
  });

  it("refuses another member's email (any case) with 409", async () => {
    const response = await patch(demo, { ...demoForm, email: 'VIP@heartline.example' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'email already in use', code: 'email-in-use' });
  });

  it("accepts an address another brand's member uses: an address is used once on each brand", async () => {
    const velvetDemo = await signInMember(t.app, 'demo', 'http://127.0.0.1:3000');
    const response = await patch(velvetDemo, { ...demoForm, email: 'VIP@heartline.example' });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({ email: 'VIP@heartline.example', emailValidated: false });
  });

  it('unverifies a changed email and mails the new address a verification link (verification starts again)', async () => {
    const response = await patch(demo, { ...demoForm, email: 'dana.moore@heartline.example' });
    expect(userSchema.parse(response.json())).toMatchObject({ email: 'dana.moore@heartline.example', emailValidated: false });
    const mail = await waitForMail(outboxDir, 'dana.moore@heartline.example', 'verification');
    expect(mail.text).toContain('/verify-email?token=');
  });

  it('changes the password when one is given, and keeps it when empty', async () => {
    expect((await patch(demo, { ...demoForm, email: 'dana.moore@heartline.example', password: 'short' })).statusCode).toBe(400);
    expect((await patch(demo, { ...demoForm, email: 'dana.moore@heartline.example', password: 'a-new-secret' })).statusCode).toBe(200);
    await expect(signIn(t.app, 'demo', 'a-new-secret')).resolves.toHaveProperty('access_token');
    const [row] = await t.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, demo.id));
    expect((await patch(demo, { ...demoForm, email: 'dana.moore@heartline.example', password: '' })).statusCode).toBe(200);
    const [after] = await t.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, demo.id));
    expect(after!.hash).toBe(row!.hash);
  });

  it("refuses to change another member's profile (404, as for no member)", async () => {
    const response = await patch(demo, { ...demoForm, email: 'newbie@heartline.example' }, newbie.id);
    expect(response.statusCode).toBe(404);
    const [row] = await t.app.db.select({ aboutMe: users.aboutMe }).from(users).where(eq(users.id, newbie.id));
    expect(row!.aboutMe).not.toBe('hacked');
  });
});

describe('PATCH /user/{id} with the city alone (the location-confirmation popup)', () => {
  it("saves the city as the catalogue spells it, clears the old city's ZIP code and keeps everything else", async () => {
    await patch(newbie, { location: { country: 'IE', city: 'Cork', state: '' } });
    const [before] = await t.app.db.select().from(users).where(eq(users.id, newbie.id));
    const response = await patch(newbie, { location: { country: 'ie', city: '  galway ', state: 'county galway' } });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json()).profile).toMatchObject({ city: 'Galway', state: 'County Galway', country: 'IE', zip: '' });
    const [after] = await t.app.db.select().from(users).where(eq(users.id, newbie.id));
    expect({
      ...after,
      city: before!.city,
      state: before!.state,
      country: before!.country,
      zip: before!.zip,
      updatedAt: before!.updatedAt,
    }).toEqual(before);
  });

  it.each([
    ['a city the country does not have', { country: 'IE', city: 'Atlantis', state: '' }, 'Please choose your city from the list'],
    ['a city of another country', { country: 'IE', city: 'Amsterdam', state: '' }, 'Please choose your city from the list'],
    ['no city', { country: 'IE', city: ' ', state: '' }, 'This field is required'],
    ['no country', { country: '', city: 'Cork', state: '' }, 'Please choose a country'],
  ])('refuses %s in words a member understands, and changes nothing', async (_case, location, message) => {
    const [before] = await t.app.db.select().from(users).where(eq(users.id, newbie.id));
    const response = await patch(newbie, { location });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, newbie.id));
    expect(after).toEqual(before);
  });

  it('refuses an unknown key beside the city rather than ignoring it', async () => {
    const response = await patch(newbie, { location: { country: 'IE', city: 'Cork', state: '', timezone: 'Asia/Tokyo' } });
    expect(response.statusCode).toBe(400);
  });

  it("cannot change another member's city (404)", async () => {
    const response = await patch(newbie, { location: { country: 'IE', city: 'Cork', state: '' } }, demo.id);
    expect(response.statusCode).toBe(404);
  });
});
