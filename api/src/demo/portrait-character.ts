// Who a generated profile looks like: one character per profile (face, skin, hair, eyes, build),
// a pure function of the profile's id, gender, ethnicity, hair, eyes and age, and what changes
// from one of its photos to the next (scene, clothes, framing, expression, accessories).
// Every photo of a profile draws the same character, so its gallery shows one person.
import type { Ethnicity, EyeColour, Gender, HairColour } from '@heartline/contracts/schemas';
import { seededRandom, weighted as weightedPick } from './profile-generator';

export type PortraitGender = Gender;

/** What the character is drawn from: the profile's own values. */
export interface PortraitSubject {
  profileId: number;
  gender: PortraitGender;
  ethnicity: Ethnicity;
  hair: HairColour;
  eyes: EyeColour;
  /** Years, when the profile was seeded. */
  age: number;
}

export const WOMAN_HAIRSTYLES = ['long-straight', 'long-wavy', 'bob', 'pixie', 'bun', 'curls', 'braids', 'side-swept', 'ponytail'] as const;
export const MAN_HAIRSTYLES = ['crop', 'side-part', 'quiff', 'buzz', 'curly-top', 'afro', 'swept-back', 'shaved', 'receding'] as const;
export type Hairstyle = (typeof WOMAN_HAIRSTYLES)[number] | (typeof MAN_HAIRSTYLES)[number];
export const BEARDS = ['none', 'stubble', 'short', 'full', 'moustache', 'goatee'] as const;
export type Beard = (typeof BEARDS)[number];
export type BrowShape = 'straight' | 'arched' | 'soft';
export type GlassesStyle = 'round' | 'square' | 'cat-eye';

export interface PortraitCharacter {
  subject: PortraitSubject;
  /** Seeds what changes between photos. */
  seed: number;
  skin: string;
  /** 0 (lightest of the ethnicity's range) to 1 (darkest). */
  skinDepth: number;
  hairColour: string;
  browColour: string;
  iris: string;
  hairstyle: Hairstyle;
  beard: Beard;
  face: {
    /** Half the face width at the cheekbones (canvas units, 320 × 400 canvas). */
    width: number;
    jaw: number;
    chin: number;
    jawY: number;
    chinY: number;
  };
  eyes: { y: number; spacing: number; width: number; height: number; tilt: number };
  brows: { shape: BrowShape; thickness: number; lift: number };
  nose: { length: number; width: number; style: number };
  mouth: { width: number; fullness: number };
  ears: number;
  neck: number;
  shoulders: number;
  freckles: boolean;
  /** A beauty mark, as an offset from the face centre, or null. */
  mole: { x: number; y: number } | null;
  /** Wears glasses in most photos, in one frame style and colour. */
  glasses: { style: GlassesStyle; colour: string } | null;
  piercedEars: boolean;
  /** Lines and grey by age: 0 (none) to 3. */
  ageing: number;
}

/**
 * A plausible range of skin tones per ethnicity, lightest first; a character sits somewhere on
 * it. The ranges overlap, as they do in people; "other" spans them all.
 */
export const SKIN_RANGES: Record<Ethnicity, readonly string[]> = {
  white: ['#fbe4d5', '#f5d5c0', '#efc8ae', '#e6b796', '#d9a683'],
  asian: ['#f4d7b6', '#ecc7a0', '#e1b58c', '#d3a379', '#c29066'],
  hispanic: ['#f0cdab', '#e4b892', '#d5a37b', '#c48f66', '#ad7a52'],
  'middle-eastern': ['#f1cfae', '#e5ba95', '#d6a57f', '#c59169', '#ad7b56'],
  black: ['#b98262', '#a06a4a', '#875639', '#6f442c', '#5a3623', '#472a1c'],
  other: ['#f6dac4', '#e6ba96', '#cd9a70', '#a9734e', '#80543a', '#5c3a26'],
};

/** Natural shades per hair value, darkest first; "other" is dyed. */
const HAIR_RANGES: Record<Exclude<HairColour, 'other'>, readonly string[]> = {
  black: ['#141010', '#1f1815', '#2a201c'],
  brown: ['#362217', '#4d311f', '#664429', '#7f5a3a'],
  blond: ['#a87f48', '#c79f5e', '#dcbb7d', '#ecd7a6'],
  red: ['#7c2d16', '#983a1c', '#b44f27', '#c96632'],
  gray: ['#65615e', '#8a8683', '#adaaa7', '#d2d0cd'],
};
export const DYED_HAIR = ['#d65f98', '#3f6fd1', '#7a4bc4', '#1f9e94', '#3d9a57', '#b69ad8', '#e0533f', '#e28fb0'] as const;

/** Iris colours per eye value; the character takes one shade. */
export const IRIS_COLOURS: Record<EyeColour, readonly string[]> = {
  amber: ['#b8782a', '#c68a34', '#a96a22'],
  blue: ['#3f7fc4', '#5b9bd5', '#2f6aa8', '#6aa6d8'],
  brown: ['#5a3620', '#6b4226', '#4a2c1a', '#7a4e2c'],
  gray: ['#7e8c96', '#93a0a8', '#6f7d86'],
  green: ['#4f8a4a', '#5c9a5b', '#3f7a52', '#6a9a45'],
  hazel: ['#8a6a33', '#7d6a38', '#94703a'],
};

const GLASSES_COLOURS = ['#222222', '#5a3a22', '#8a6a4a', '#2b3f66', '#7a1f2b', '#b8b8b8'];

// ---------------------------------------------------------------------------------------------
// Colours

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function rgbToHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.max(0, Math.min(255, channel ?? 0)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` blended toward `b` by `t` (0: a, 1: b). */
export function mix(a: string, b: string, t: number): string {
  const from = hexToRgb(a);
  const to = hexToRgb(b);
  return rgbToHex(from.map((channel, i) => channel + (to[i]! - channel) * t));
}

/** A point on a list of colour stops, `t` from 0 to 1. */
export function alongStops(stops: readonly string[], t: number): string {
  const clamped = Math.max(0, Math.min(1, t)) * (stops.length - 1);
  const index = Math.min(stops.length - 2, Math.floor(clamped));
  return mix(stops[index]!, stops[index + 1]!, clamped - index);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
// Random helpers on a seeded source

/** FNV-1a over a string: the seed of a character or of one photo. */
export function hashSeed(text: string): number {
  let hash = 0x81_1c_9d_c5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01_00_01_93);
  }
  return hash >>> 0;
}

export interface Dice {
  next: () => number;
  range: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (probability: number) => boolean;
  weighted: <T>(options: ReadonlyArray<readonly [T, number]>) => T;
  shuffle: <T>(list: readonly T[]) => T[];
}

export function dice(seed: number): Dice {
  const next = seededRandom(seed);
  const weighted = <T>(options: ReadonlyArray<readonly [T, number]>): T => weightedPick(next, options);
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (probability) => next() < probability,
    weighted,
    shuffle: (list) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The character

function hairstyleFor(d: Dice, subject: PortraitSubject): Hairstyle {
  // Textured styles are open to everyone and likelier where they are common.
  const textured = subject.ethnicity === 'black' ? 4 : subject.ethnicity === 'other' || subject.ethnicity === 'hispanic' ? 1.2 : 0.4;
  if (subject.gender === 'woman') {
    return d.weighted<Hairstyle>([
      ['long-straight', subject.ethnicity === 'black' ? 1 : 3],
      ['long-wavy', 3],
      ['bob', 2],
      ['pixie', subject.age >= 45 ? 2 : 1],
      ['bun', 1.5],
      ['curls', 1.2 * textured],
      ['braids', textured > 1 ? 0.8 * textured : 0.1],
      ['side-swept', 2],
      ['ponytail', 1],
    ]);
  }
  const balding = subject.age >= 55 ? 2.5 : subject.age >= 40 ? 1.2 : 0.25;
  return d.weighted<Hairstyle>([
    ['crop', 3],
    ['side-part', 2.5],
    ['quiff', subject.age < 45 ? 2 : 0.6],
    ['buzz', 1.5],
    ['curly-top', 1.2 * textured],
    ['afro', textured > 1 ? 0.7 * textured : 0.05],
    ['swept-back', 1.5],
    ['shaved', 0.35 + balding * 0.3],
    ['receding', balding],
  ]);
}

function hairColourFor(d: Dice, hair: HairColour): string {
  return hair === 'other' ? d.pick(DYED_HAIR) : alongStops(HAIR_RANGES[hair], d.next());
}

function browColourFor(hair: HairColour, hairColour: string, skin: string): string {
  if (hair === 'other') return mix('#3a2a20', skin, 0.2); // dyed hair, natural brows
  if (hair === 'blond') return mix(hairColour, '#5e4128', 0.45);
  if (hair === 'gray') return mix(hairColour, '#3f3a36', 0.35);
  if (hair === 'red') return mix(hairColour, '#4a2212', 0.3);
  return mix(hairColour, '#000000', 0.1);
}

function ageingFor(age: number): number {
  return age >= 62 ? 3 : age >= 50 ? 2 : age >= 38 ? 1 : 0;
}

/** The one character every photo of the profile shows. Pure and deterministic. */
export function portraitCharacter(subject: PortraitSubject): PortraitCharacter {
  const seed = hashSeed(`heartline-portrait:${subject.profileId}:${subject.gender}`);
  const d = dice(seed);
  const woman = subject.gender === 'woman';
  const skinDepth = d.next();
  const skin = alongStops(SKIN_RANGES[subject.ethnicity], skinDepth);
  const hairColour = hairColourFor(d, subject.hair);
  const iris = d.pick(IRIS_COLOURS[subject.eyes]);
  const hairstyle = hairstyleFor(d, subject);
  const beard: Beard = woman
    ? 'none'
    : d.weighted<Beard>([
        ['none', 4],
        ['stubble', 3],
        ['short', 2.2],
        ['full', subject.age >= 25 ? 1.5 : 0.4],
        ['moustache', 0.6],
        ['goatee', 0.8],
      ]);

  const width = woman ? d.range(52, 57) : d.range(55, 61);
  const face = {
    width,
    jaw: width * (woman ? d.range(0.6, 0.74) : d.range(0.72, 0.88)),
    chin: width * (woman ? d.range(0.16, 0.26) : d.range(0.22, 0.36)),
    jawY: d.range(222, 232),
    chinY: woman ? d.range(250, 258) : d.range(253, 262),
  };
  const eyes = {
    y: d.range(177, 183),
    spacing: d.range(22, 25.5),
    width: d.range(10.5, 12.5),
    height: d.range(5.6, 7),
    tilt: d.range(-0.06, 0.14),
  };
  const brows = {
    shape: d.pick<BrowShape>(['straight', 'arched', 'soft']),
    thickness: woman ? d.range(2.2, 3.6) : d.range(3.4, 5.4),
    lift: d.range(15, 18.5),
  };
  const nose = { length: d.range(25, 33), width: d.range(7.5, 11.5) + (woman ? 0 : 1), style: Math.floor(d.next() * 3) };
  const mouth = { width: d.range(14, 19) + (woman ? 0 : 1), fullness: d.range(0.75, 1.3) };
  const lightSkin = skinDepth < 0.45 && subject.ethnicity !== 'black';
  const freckles = d.chance(subject.hair === 'red' ? 0.55 : lightSkin ? 0.14 : 0.04);
  const mole = d.chance(0.3) ? { x: (d.chance(0.5) ? -1 : 1) * d.range(22, 36), y: d.range(14, 48) } : null;
  const wearsGlasses = d.chance(subject.age >= 45 ? 0.45 : 0.22);
  const glasses = wearsGlasses
    ? {
        style: d.pick<GlassesStyle>(woman ? ['round', 'square', 'cat-eye'] : ['round', 'square', 'square']),
        colour: d.pick(GLASSES_COLOURS),
      }
    : null;

  return {
    subject,
    seed,
    skin,
    skinDepth,
    hairColour,
    browColour: browColourFor(subject.hair, hairColour, skin),
    iris,
    hairstyle,
    beard,
    face,
    eyes,
    brows,
    nose,
    mouth,
    ears: d.range(0.85, 1.1),
    neck: woman ? d.range(19, 22) : d.range(24, 28),
    shoulders: woman ? d.range(92, 102) : d.range(110, 124),
    freckles,
    mole,
    glasses,
    piercedEars: woman ? d.chance(0.85) : d.chance(0.12),
    ageing: ageingFor(subject.age),
  };
}

// ---------------------------------------------------------------------------------------------
// One photo of the character

export const SCENES = ['studio', 'park', 'city', 'beach', 'cafe', 'night', 'mountains', 'wall'] as const;
export type Scene = (typeof SCENES)[number];
export const OUTFITS = ['crew', 'v-neck', 'shirt', 'hoodie', 'blazer', 'sweater', 'turtleneck', 'tank', 'scoop'] as const;
export type Outfit = (typeof OUTFITS)[number];
export type Expression = 'smile' | 'grin' | 'soft' | 'smirk' | 'laugh';
export type Earrings = 'none' | 'studs' | 'hoops' | 'drops';
export type Hat = 'none' | 'beanie' | 'cap' | 'sunhat';

export interface PortraitPhoto {
  index: number;
  scene: Scene;
  /** The scene's palette variant. */
  sceneVariant: number;
  outfit: Outfit;
  clothes: string;
  /** A second colour: the tee under a blazer, a stripe, a collar. */
  accent: string;
  /** Whole-figure framing: scale, offset and lean. */
  frame: { scale: number; dx: number; dy: number; lean: number };
  headTilt: number;
  /** Light from the left (-1) or the right (1). */
  light: -1 | 1;
  expression: Expression;
  glasses: 'none' | 'own' | 'sunglasses';
  earrings: Earrings;
  necklace: boolean;
  hat: Hat;
  hatColour: string;
  lipstick: string | null;
}

const CLOTHES_COLOURS = [
  '#2f4858',
  '#c0392b',
  '#1f6f8b',
  '#f1efe9',
  '#6c5b7b',
  '#355c7d',
  '#d9822b',
  '#2d3436',
  '#16a085',
  '#8e9aaf',
  '#b56576',
  '#e9c46a',
  '#264653',
  '#9d8189',
  '#588157',
  '#f4a261',
  '#3d405b',
  '#ffffff',
];
const ACCENTS = ['#f7f7f2', '#1e1e24', '#d8e2dc', '#ffe5d9', '#2b2d42', '#e5e5e5'];
const LIPSTICKS = ['#b5485d', '#c2575b', '#9e3b4f', '#d0707a', '#a0453f', '#8c3a5a'];
const HAT_COLOURS = ['#2d3436', '#b23a48', '#e9c46a', '#3d5a80', '#f1efe9', '#6d597a'];

/** The photo `index` (0 is the profile's main photo) of the character. Pure and deterministic. */
export function portraitPhoto(character: PortraitCharacter, index: number): PortraitPhoto {
  // Scenes and outfits are dealt from per-character shuffles, so a gallery never repeats one.
  const order = dice(character.seed ^ 0x5bd1_e995);
  const scenes = order.shuffle(SCENES);
  const woman = character.subject.gender === 'woman';
  const outfits = order.shuffle(OUTFITS.filter((outfit) => woman || (outfit !== 'tank' && outfit !== 'scoop')));
  const colours = order.shuffle(CLOTHES_COLOURS);
  const d = dice(hashSeed(`photo:${character.seed}:${index}`));

  const scene = scenes[index % scenes.length]!;
  const outdoor = scene === 'park' || scene === 'beach' || scene === 'mountains' || scene === 'city';
  // The main photo shows the face plainly: smiling, eyes visible, no hat.
  const main = index === 0;
  const expression: Expression = main
    ? d.pick<Expression>(['smile', 'grin'])
    : d.pick<Expression>(['smile', 'grin', 'soft', 'smirk', 'laugh']);
  let glasses: PortraitPhoto['glasses'] = character.glasses && d.next() < 0.8 ? 'own' : 'none';
  if (!main && outdoor && d.chance(0.3)) glasses = 'sunglasses';
  const hat: Hat = !main && d.chance(0.18) ? (outdoor && d.chance(0.5) ? (woman ? 'sunhat' : 'cap') : 'beanie') : 'none';
  const earrings: Earrings = character.piercedEars
    ? d.pick<Earrings>(woman ? ['studs', 'hoops', 'drops', 'studs', 'none'] : ['studs', 'studs', 'none'])
    : 'none';

  return {
    index,
    scene,
    sceneVariant: Math.floor(d.next() * 3),
    outfit: outfits[index % outfits.length]!,
    clothes: colours[index % colours.length]!,
    accent: d.pick(ACCENTS),
    frame: main
      ? { scale: d.range(1, 1.08), dx: d.range(-6, 6), dy: d.range(-4, 6), lean: d.range(-1.5, 1.5) }
      : { scale: d.range(0.88, 1.2), dx: d.range(-26, 26), dy: d.range(-8, 14), lean: d.range(-4, 4) },
    headTilt: main ? d.range(-3, 3) : d.range(-8, 8),
    light: d.chance(0.5) ? -1 : 1,
    expression,
    glasses,
    earrings,
    necklace: woman ? d.chance(0.4) : d.chance(0.1),
    hat,
    hatColour: d.pick(HAT_COLOURS),
    lipstick: woman && d.chance(0.45) ? d.pick(LIPSTICKS) : null,
  };
}
