// A profile's photos show one character: its skin within the profile's ethnicity's range, its
// hair colour and eye colour from the profile, the same in every photo; only the scene, clothes,
// framing, expression and accessories change from one photo to the next.
import { ETHNICITIES, EYE_COLOURS, HAIR_COLOURS, type Ethnicity, type HairColour } from '@heartline/contracts/schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DYED_HAIR,
  IRIS_COLOURS,
  SKIN_RANGES,
  alongStops,
  hexToRgb,
  luminance,
  portraitCharacter,
  portraitPhoto,
  type PortraitSubject,
} from '../../src/demo/portrait-character';
import { parsePortraitPath, portraitKey, portraitPosition, renderPortrait } from '../../src/demo/portrait-files';
import { portraitSvg } from '../../src/demo/portrait-svg';

const subject = (overrides: Partial<PortraitSubject> = {}): PortraitSubject => ({
  profileId: 42,
  gender: 'woman',
  ethnicity: 'white',
  hair: 'blond',
  eyes: 'blue',
  age: 29,
  ...overrides,
});

const ids = Array.from({ length: 300 }, (_, i) => i + 1);

describe('portraitCharacter', () => {
  it('is a pure function of the profile', () => {
    expect(portraitCharacter(subject())).toEqual(portraitCharacter(subject()));
    expect(portraitCharacter(subject({ profileId: 43 }))).not.toEqual(portraitCharacter(subject()));
  });

  it.each(ETHNICITIES)('gives %s profiles a skin tone on that ethnicity’s range', (ethnicity) => {
    for (const profileId of ids) {
      const character = portraitCharacter(subject({ profileId, ethnicity }));
      expect(character.skin).toBe(alongStops(SKIN_RANGES[ethnicity], character.skinDepth));
    }
  });

  it('never draws a white profile darker than the lightest black profile, and spreads tones within each range', () => {
    const tones = (ethnicity: Ethnicity) => ids.map((profileId) => luminance(portraitCharacter(subject({ profileId, ethnicity })).skin));
    const white = tones('white');
    const black = tones('black');
    expect(Math.min(...white)).toBeGreaterThan(Math.max(...black));
    for (const ethnicity of ETHNICITIES) {
      const spread = tones(ethnicity);
      expect(Math.max(...spread) - Math.min(...spread)).toBeGreaterThan(0.05);
    }
  });

  it.each(HAIR_COLOURS)('draws %s hair in that colour', (hair) => {
    const looks: Record<HairColour, (rgb: [number, number, number], hex: string) => boolean> = {
      black: (_rgb, hex) => luminance(hex) < 0.15,
      brown: ([r, g, b], hex) => luminance(hex) > 0.1 && luminance(hex) < 0.4 && r > g && g > b,
      blond: ([r, , b], hex) => luminance(hex) > 0.45 && r > b + 40,
      red: ([r, g]) => r > g * 1.6,
      gray: ([r, g, b]) => Math.max(r, g, b) - Math.min(r, g, b) < 16,
      other: (_rgb, hex) => (DYED_HAIR as readonly string[]).includes(hex),
    };
    for (const profileId of ids.slice(0, 100)) {
      const { hairColour } = portraitCharacter(subject({ profileId, hair }));
      expect(looks[hair](hexToRgb(hairColour), hairColour), `${hair} hair drawn as ${hairColour}`).toBe(true);
    }
  });

  it.each(EYE_COLOURS)('draws %s eyes in that colour', (eyes) => {
    for (const profileId of ids.slice(0, 50)) {
      expect(IRIS_COLOURS[eyes]).toContain(portraitCharacter(subject({ profileId, eyes })).iris);
    }
  });

  it('gives men beards sometimes and women never', () => {
    const beards = (gender: 'woman' | 'man') => new Set(ids.map((profileId) => portraitCharacter(subject({ profileId, gender })).beard));
    expect(beards('woman')).toEqual(new Set(['none']));
    expect(beards('man').size).toBeGreaterThan(3);
  });

  it('makes profiles with the same values look different from each other', () => {
    const looks = ids.map((profileId) => {
      const c = portraitCharacter(subject({ profileId }));
      return [
        c.hairstyle,
        c.skin,
        c.hairColour,
        c.iris,
        c.face.width.toFixed(1),
        c.eyes.spacing.toFixed(1),
        c.nose.length.toFixed(1),
        c.brows.shape,
      ].join('|');
    });
    expect(new Set(looks).size).toBe(ids.length);
    expect(new Set(ids.map((profileId) => portraitCharacter(subject({ profileId })).hairstyle)).size).toBeGreaterThan(5);
  });
});

describe('portraitPhoto', () => {
  it('changes the scene and the clothes from one photo of a profile to the next, never the person', () => {
    for (const profileId of ids.slice(0, 50)) {
      const character = portraitCharacter(subject({ profileId }));
      const photos = [0, 1, 2, 3, 4].map((index) => portraitPhoto(character, index));
      expect(new Set(photos.map((photo) => photo.scene)).size).toBe(5);
      expect(new Set(photos.map((photo) => photo.outfit)).size).toBe(5);
      for (const [index, photo] of photos.entries()) {
        const svg = portraitSvg(character, photo, 320, 400);
        // The same skin, hair, brows and eyes in every photo.
        for (const colour of [character.skin, character.hairColour, character.browColour, character.iris])
          expect(svg, `photo ${index}`).toContain(colour);
      }
    }
  });

  it('shows the face plainly in the main photo: no hat, no sunglasses', () => {
    for (const profileId of ids) {
      const photo = portraitPhoto(portraitCharacter(subject({ profileId })), 0);
      expect(photo.hat).toBe('none');
      expect(photo.glasses).not.toBe('sunglasses');
    }
  });
});

describe('renderPortrait', () => {
  /** The share of pixels within `tolerance` of a colour. */
  async function shareOf(jpeg: Buffer, hex: string, tolerance = 14): Promise<number> {
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = hexToRgb(hex);
    let hits = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) <= tolerance * 3) hits++;
    }
    return hits / (info.width * info.height);
  }

  it('renders two different photos of one character: other bytes, the same skin and hair', async () => {
    const profile = subject({ profileId: 7, ethnicity: 'black', hair: 'red', eyes: 'brown' });
    const character = portraitCharacter(profile);
    const [first, second] = await Promise.all([renderPortrait(profile, 0, 'medium'), renderPortrait(profile, 1, 'medium')]);
    expect(first.equals(second)).toBe(false);
    for (const image of [first, second]) {
      expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 800 });
      expect(await shareOf(image, character.skin)).toBeGreaterThan(0.02);
      expect(await shareOf(image, character.hairColour)).toBeGreaterThan(0.01);
    }
    // Another profile's skin (a light one) hardly appears.
    const other = portraitCharacter(subject({ profileId: 8, ethnicity: 'white' }));
    expect(await shareOf(first, other.skin, 6)).toBeLessThan(0.005);
  });

  it('renders every size at its own resolution', async () => {
    for (const [size, width, height] of [
      ['thumb', 320, 400],
      ['large', 1280, 1600],
    ] as const) {
      expect(await sharp(await renderPortrait(subject(), 2, size)).metadata()).toMatchObject({ width, height });
    }
  });
});

describe('portrait keys', () => {
  it('parse back to the profile, the photo and the size; anything else is refused', () => {
    const profile = subject({ profileId: 1234, ethnicity: 'middle-eastern', hair: 'other', eyes: 'hazel', gender: 'man', age: 70 });
    const key = portraitKey(profile, 3);
    expect(key).toBe('portraits/v2/1234-man-middle-eastern-other-hazel-70/3');
    expect(parsePortraitPath(`${key}-large.jpg`)).toEqual({
      key,
      subject: profile,
      position: 3,
      size: 'large',
      format: 'jpeg',
      path: `${key}-large.jpg`,
    });
    expect(parsePortraitPath(`${key}-large.webp`)).toEqual({
      key,
      subject: profile,
      position: 3,
      size: 'large',
      format: 'webp',
      path: `${key}-large.webp`,
    });
    for (const bad of [
      `${key}-large.png`,
      `${key}-huge.jpg`,
      'portraits/v2/1234-man-martian-other-hazel-70/3-large.jpg',
      'portraits/v2/1234-man-white-other-hazel-70/7-large.jpg',
      'portraits/v1/woman-red-4-large.jpg',
      'portraits/v2/../../package.json',
      `${key}-large.jpg/../x`,
    ]) {
      expect({ bad, parsed: parsePortraitPath(bad) }).toEqual({ bad, parsed: null });
      expect({ bad, position: portraitPosition(bad) }).toEqual({ bad, position: null });
    }
  });

  it('give their photo position without parsing the rest (what decides a free photo)', () => {
    const profile = subject({ profileId: 77 });
    for (const position of [0, 1, 2, 4]) {
      const path = `${portraitKey(profile, position)}-thumb.webp`;
      expect(portraitPosition(path)).toBe(parsePortraitPath(path)!.position);
    }
  });
});
