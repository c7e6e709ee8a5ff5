// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildEmojiData, EMOJI_DATA_FILE, readEmojiMartData, serializeEmojiData } from './build-emoji-data.mjs';

const committed = fs.readFileSync(EMOJI_DATA_FILE, 'utf8');
const data = JSON.parse(committed);

describe('the emoji table', () => {
  it('is what the script makes of @emoji-mart/data (node shared-ui/scripts/build-emoji-data.mjs leaves nothing to write)', () => {
    expect(committed).toBe(serializeEmojiData(buildEmojiData(readEmojiMartData())));
  });

  it('holds the spec’s eight emoji groups, in order, with their titles', () => {
    expect(data.groups.map((group) => [group.id, group.name])).toEqual([
      ['smileys_people', 'Smiles & People'],
      ['animals_nature', 'Animals & Nature'],
      ['food_drink', 'Food & Drink'],
      ['activities', 'Activities'],
      ['travel_places', 'Travel & Places'],
      ['objects', 'Objects'],
      ['symbols', 'Symbols'],
      ['flags', 'Flags'],
    ]);
  });

  it('names each emoji (description, then aliases) and lists its five skin tones in order', () => {
    const emojis = data.groups.flatMap((group) => group.emojis);
    expect(emojis).toHaveLength(1870);
    expect(emojis.find((emoji) => emoji.u === '1f44d')).toEqual({
      n: ['Thumbs Up', '+1', 'thumbsup'],
      u: '1f44d',
      v: ['1f44d-1f3fb', '1f44d-1f3fc', '1f44d-1f3fd', '1f44d-1f3fe', '1f44d-1f3ff'],
    });
    const tones = ['1f3fb', '1f3fc', '1f3fd', '1f3fe', '1f3ff'];
    expect(emojis.filter((emoji) => emoji.n.length < 2)).toEqual([]);
    const toned = emojis.filter((emoji) => emoji.v);
    expect(toned).toHaveLength(305);
    expect(toned.filter((emoji) => emoji.v.length !== 5 || emoji.v.some((code, index) => !code.split('-').includes(tones[index])))).toEqual(
      [],
    );
  });

  it('stays about 29 KB gzip, as an app downloads it once minified', () => {
    expect(gzipSync(JSON.stringify(data), { level: 9 }).length).toBeLessThan(31_000);
  });

  it('has a 64 px image the API serves (emoji-datasource-twitter) for every emoji and tone', () => {
    const require = createRequire(new URL('../../api/package.json', import.meta.url));
    const images = path.join(path.dirname(require.resolve('emoji-datasource-twitter/package.json')), 'img/twitter/64');
    const codes = data.groups.flatMap((group) => group.emojis.flatMap((emoji) => [emoji.u, ...(emoji.v ?? [])]));
    expect(codes.filter((code) => !fs.existsSync(path.join(images, `${code}.png`)))).toEqual([]);
  });
});
