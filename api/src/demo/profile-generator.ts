// Generates fictitious profiles for a brand: deterministic (a seeded random source), spread over
// every filter value of member spec §3, with plausible usernames, about texts and interests, and
// activity dates relative to `now` so some profiles are online (1 hour) and some new (14 days).
import { MINIMUM_AGE } from '@heartline/contracts/rules';
import {
  BODY_TYPES,
  ETHNICITIES,
  EYE_COLOURS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  type BodyType,
  type Ethnicity,
  type EyeColour,
  type HairColour,
  type RelationshipStatus,
} from '@heartline/contracts/schemas';
import { citiesOf } from '../locations/catalogue';
import { ABOUT_CLOSERS, ABOUT_MIDDLES, ABOUT_OPENERS, INTEREST_TAGS, MAN_NAMES, USERNAME_WORDS, WOMAN_NAMES } from './profile-words';
import type { profiles } from '../db/schema';

export type NewProfile = typeof profiles.$inferInsert;

/** The youngest profile is as young as a member may be. */
export const SEED_MIN_AGE = MINIMUM_AGE;
export const SEED_MAX_AGE = 70;
export const SEED_MIN_HEIGHT_CM = 150;
export const SEED_MAX_HEIGHT_CM = 200;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** mulberry32: a small, fast, seedable random source (uniform in [0, 1)). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Weighted<T> = ReadonlyArray<readonly [T, number]>;

const BODY_WEIGHTS: Weighted<BodyType> = [
  ['fit', 35],
  ['average', 40],
  ['curvy', 25],
];
const ETHNICITY_WEIGHTS: Weighted<Ethnicity> = [
  ['asian', 15],
  ['black', 15],
  ['hispanic', 15],
  ['middle-eastern', 10],
  ['white', 35],
  ['other', 10],
];
const HAIR_WEIGHTS: Weighted<HairColour> = [
  ['black', 25],
  ['brown', 30],
  ['blond', 20],
  ['red', 9],
  ['gray', 6],
  ['other', 10],
];
const RELATIONSHIP_WEIGHTS: Weighted<RelationshipStatus> = [
  ['single', 45],
  ['divorced', 12],
  ['separated', 6],
  ['widowed', 4],
  ['married', 8],
  ['in-relationship', 7],
  ['complicated', 8],
  ['open-relationship', 10],
];
const EYE_WEIGHTS: Weighted<EyeColour> = [
  ['brown', 35],
  ['blue', 20],
  ['green', 12],
  ['hazel', 15],
  ['gray', 8],
  ['amber', 10],
];

// Every vocabulary value must be reachable: a filter value with no profile would look broken.
for (const [weights, values] of [
  [BODY_WEIGHTS, BODY_TYPES],
  [ETHNICITY_WEIGHTS, ETHNICITIES],
  [HAIR_WEIGHTS, HAIR_COLOURS],
  [RELATIONSHIP_WEIGHTS, RELATIONSHIP_STATUSES],
  [EYE_WEIGHTS, EYE_COLOURS],
] as const) {
  if (values.some((value) => !weights.some(([option]) => option === value))) throw new Error('a filter value has no seed weight');
}

/** Picks an option with probability proportional to its weight. */
export function weighted<T>(random: () => number, options: Weighted<T>): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [option, weight] of options) {
    roll -= weight;
    if (roll < 0) return option;
  }
  return options[options.length - 1]![0];
}

function oneOf<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function sample<T>(random: () => number, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Lower-case letters, digits and underscore (member spec §5 username rule), unique within the brand. */
function username(random: () => number, name: string, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const word = oneOf(random, USERNAME_WORDS);
    const patterns = [
      `${name}${between(random, 1, 99)}`,
      `${name}_${word}`,
      `${word}_${name}`,
      `${name}${between(random, 70, 99)}_${word}`,
    ];
    let candidate = oneOf(random, patterns);
    if (attempt > 3) candidate = `${candidate}${between(random, 100, 9999)}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

function aboutText(random: () => number, name: string, city: string, interests: string[]): string {
  const fill = (template: string) =>
    template
      .replaceAll('{name}', capitalise(name))
      .replaceAll('{City}', city)
      .replaceAll('{city}', city)
      .replaceAll('{i1}', interests[0] ?? 'music')
      .replaceAll('{i2}', interests[1] ?? 'travel')
      .replaceAll('{i3}', interests[2] ?? 'coffee');
  return [oneOf(random, ABOUT_OPENERS), oneOf(random, ABOUT_MIDDLES), oneOf(random, ABOUT_CLOSERS)].map(fill).join(' ');
}

function ageFor(random: () => number, index: number): number {
  // The first two profiles pin the ends of the range; most others are 21 to 45.
  if (index === 0) return SEED_MIN_AGE;
  if (index === 1) return SEED_MAX_AGE;
  return random() < 0.7 ? between(random, 21, 45) : between(random, SEED_MIN_AGE, SEED_MAX_AGE);
}

function heightFor(random: () => number, index: number, woman: boolean): number {
  if (index === 2) return SEED_MIN_HEIGHT_CM;
  if (index === 3) return SEED_MAX_HEIGHT_CM;
  const [mean, min, max] = woman ? [165, SEED_MIN_HEIGHT_CM, 188] : [179, 160, SEED_MAX_HEIGHT_CM];
  const spread = (random() + random() + random() - 1.5) * 14;
  return Math.round(Math.min(max, Math.max(min, mean + spread)));
}

export interface GenerateProfilesOptions {
  brandId: number;
  /** Country codes the profiles live in (the brand's countries with location data). */
  countries: readonly string[];
  count: number;
  now: Date;
  seed?: number;
}

export function generateProfiles({ brandId, countries, count, now, seed = 20_240_615 }: GenerateProfilesOptions): NewProfile[] {
  const random = seededRandom(seed ^ (brandId * 2_654_435_761));
  const places = countries.flatMap((country) => citiesOf(country).map((record) => ({ country, city: record.city, state: record.state })));
  if (places.length === 0) places.push({ country: '', city: '', state: '' });
  // A profile lives in a town of a state or county: the catalogue's entries without one (the US
  // forces' post office "APO", Jersey, Guernsey and the Isle of Man) make a profile read like a
  // data error, so a pick of one moves to the next entry (the same draws, so every other profile
  // stays as it was).
  const homeFrom = (picked: (typeof places)[number]) => {
    const index = places.indexOf(picked);
    for (let step = 0; step < places.length; step += 1) {
      const place = places[(index + step) % places.length];
      if (place.state) return place;
    }
    return picked;
  };
  const taken = new Set<string>();
  const nowMs = now.getTime();
  const rows: NewProfile[] = [];

  for (let index = 0; index < count; index++) {
    const woman = index % 5 < 3;
    const name = oneOf(random, woman ? WOMAN_NAMES : MAN_NAMES);
    const age = ageFor(random, index);
    const place = homeFrom(oneOf(random, places));
    const interests = sample(random, INTEREST_TAGS, between(random, 3, 6));
    // Born `age` years and up to 364 days before today: exactly `age` today.
    const birthday = new Date(nowMs);
    birthday.setUTCFullYear(birthday.getUTCFullYear() - age);
    birthday.setUTCDate(birthday.getUTCDate() - between(random, 1, 364));
    const hair = age >= 55 && random() < 0.5 ? 'gray' : weighted(random, HAIR_WEIGHTS);

    const createdAgoMs = random() < 0.12 ? between(random, 1, 13 * 24) * HOUR_MS : between(random, 15, 720) * DAY_MS;
    const activityRoll = random();
    const activityAgoMs =
      activityRoll < 0.1
        ? between(random, 0, 55) * MINUTE_MS
        : activityRoll < 0.35
          ? between(random, 2, 24) * HOUR_MS
          : between(random, 1, 45) * DAY_MS;

    rows.push({
      brandId,
      username: username(random, name, taken),
      gender: woman ? 'woman' : 'man',
      birthday: isoDate(birthday.getTime()),
      bodyType: weighted(random, BODY_WEIGHTS),
      ethnicity: weighted(random, ETHNICITY_WEIGHTS),
      hair,
      relationshipStatus: weighted(random, RELATIONSHIP_WEIGHTS),
      eyes: weighted(random, EYE_WEIGHTS),
      heightCm: heightFor(random, index, woman),
      about: aboutText(random, name, place.city, interests),
      interests,
      city: place.city,
      country: place.country,
      featured: random() < 0.06,
      premium: random() < 0.15,
      createdAt: new Date(nowMs - createdAgoMs),
      activityAt: new Date(nowMs - Math.min(activityAgoMs, createdAgoMs)),
    });
  }
  return rows;
}
