// Test data shaped like the API's answers: a member, a brand, a profile card, a profile page, a
// conversation and its messages (every field the API sends, so a fake answers what it would).
import type { Brand, User } from '@heartline/contracts';
import type { Conversation, Image, Message, Profile, ProfileDetail } from '@heartline/contracts/schemas';

export const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

export function image(id: string, fields: Partial<Image> = {}): Image {
  return {
    _id: id,
    type: 'others',
    processed: true,
    under_moderation: false,
    path: {
      thumb: `http://img.test/${id}-thumb.jpg`,
      medium: `http://img.test/${id}-medium.jpg`,
      large: `http://img.test/${id}-large.jpg`,
    },
    ...fields,
  };
}

export function profile(id: string, fields: Partial<Profile> = {}): Profile {
  return {
    _id: id,
    username: `user_${id}`,
    profile: { birthday: '1995-03-02T00:00:00.000Z' },
    createDate: new Date(NOW - 100 * DAY).toISOString(),
    activityDate: new Date(NOW - 3 * DAY).toISOString(),
    height: 168,
    age: 31,
    body: 'fit',
    hair: 'blond',
    eyes: 'green',
    tags: [],
    images: [image(`${id}-1`)],
    ...fields,
  };
}

export function profileDetail(id: string, fields: Partial<ProfileDetail> = {}): ProfileDetail {
  return {
    ...profile(id),
    about: 'Loves long walks.',
    interests: ['jazz', 'hiking'],
    gallery: [
      { ...image(`${id}-1`), blocked: false },
      { ...image(`${id}-2`), blocked: false },
      { _id: `${id}-3`, blocked: true },
      { _id: `${id}-4`, blocked: true },
    ],
    isFavourite: false,
    ...fields,
  };
}

export function member(fields: Partial<User> = {}, profileFields: Partial<User['profile']> = {}): User {
  return {
    _id: 'member-1',
    createDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-01T00:00:00.000Z',
    activityDate: null,
    firstLoginDate: null,
    domain: 'heartline.example',
    emailValidated: true,
    timezone: 'Europe/Dublin',
    transactions: [],
    username: 'demo',
    email: 'demo@heartline.example',
    firstName: 'Dana',
    lastName: 'Moore',
    images: [],
    credits: 10,
    likes: 3,
    profile: {
      settings: { notifyByEmail: true, showOnline: true, keepLocationPrivate: false },
      favourites: [],
      viewed: [],
      birthday: null,
      ...profileFields,
    },
    subscriptions: [],
    promotions: { firstPurchasePromotion: false, complete_profile: false },
    isOrganic: true,
    isPremium: false,
    membershipFeatures: [],
    isDOI: false,
    savedCards: [],
    ccbillTokens: [],
    cards: [],
    ...fields,
  };
}

export const BRAND = {
  _id: 'brand-1',
  domain: 'heartline.example',
  productName: 'Heartline',
  measurementSystem: 'metric',
  locale: 'en-IE',
  sso: { name: 'Heartline ID' },
  countries: ['IE'],
  timezone: 'Europe/Dublin',
  defaultDescriptor: 'HL*ENTERTAINMENT',
  customerSupport: { email: 'support@heartline.example', phone: '+353 1 555 0100', hours: 'Mon–Fri 9:00–18:00', replyHours: 48 },
} as Brand;

/** A message as the API sends it: text unless `fields` say otherwise, sent at `dateSent`. */
export function message(
  id: string,
  text: string,
  senderType: Message['senderType'],
  dateSent: string,
  fields: Partial<Message> = {},
): Message {
  return {
    _id: id,
    messageType: 'text',
    message: text,
    attachment: null,
    attachmentImage: null,
    dateSent,
    date: dateSent,
    day: `${dateSent.slice(0, 10)}T00:00:00.000Z`,
    senderType,
    isRead: true,
    isPending: false,
    ...fields,
  };
}

/** A conversation of member-1 with the profile p1 ('anna'), as GET /conversation/{id} answers it. */
export function conversation(id: string, messages: Message[] = [], fields: Partial<Conversation> = {}): Conversation {
  return {
    _id: id,
    archived: false,
    createDate: '2026-11-19T10:00:00.000Z',
    updateDate: '2026-11-20T10:00:00.000Z',
    meetUps: [],
    profileNotes: [],
    userNotes: [],
    messages,
    user: 'member-1',
    profile: { _id: 'p1', username: 'anna', age: 30, activityDate: '2026-11-20T10:00:00.000Z', images: [] },
    type: 'inbox',
    ...fields,
  };
}
