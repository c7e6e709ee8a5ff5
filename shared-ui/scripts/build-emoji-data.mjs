// Reshapes @emoji-mart/data (Emoji 15, already in the picker's group order) into the compact
// table the emoji picker ships: `{ groups: [{ id, name, emojis: [{ n, u, v? }] }] }`, where `n` is
// the description followed by the aliases, `u` the hex code points joined by hyphens and `v` the
// five skin-tone variants (1f3fb…1f3ff). Keywords are left out: they would add half again to the
// gzip size, and the picker searches names and aliases only.
//
//   node shared-ui/scripts/build-emoji-data.mjs           writes src/emoji-picker/emoji-data.json
//   node shared-ui/scripts/build-emoji-data.mjs --check   exits 1 when the committed file is stale
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const EMOJI_DATA_FILE = fileURLToPath(new URL('../src/emoji-picker/emoji-data.json', import.meta.url));

/** emoji-mart's category ids, in its order, and the spec's group ids and titles. */
const GROUPS = [
  { source: 'people', id: 'smileys_people', name: 'Smiles & People' },
  { source: 'nature', id: 'animals_nature', name: 'Animals & Nature' },
  { source: 'foods', id: 'food_drink', name: 'Food & Drink' },
  { source: 'activity', id: 'activities', name: 'Activities' },
  { source: 'places', id: 'travel_places', name: 'Travel & Places' },
  { source: 'objects', id: 'objects', name: 'Objects' },
  { source: 'symbols', id: 'symbols', name: 'Symbols' },
  { source: 'flags', id: 'flags', name: 'Flags' },
];

/** The emoji-mart data set the table is made from (the package's default, Emoji 15 native). */
export function readEmojiMartData() {
  const require = createRequire(import.meta.url);
  return JSON.parse(fs.readFileSync(require.resolve('@emoji-mart/data/sets/15/native.json'), 'utf8'));
}

/** The picker's table from emoji-mart's `{ categories, emojis, aliases }`. */
export function buildEmojiData(source) {
  /** emoji id → its other short names (emoji-mart keeps them as alias → id). */
  const aliases = new Map();
  for (const [alias, id] of Object.entries(source.aliases ?? {})) aliases.set(id, [...(aliases.get(id) ?? []), alias]);
  const categories = new Map(source.categories.map((category) => [category.id, category.emojis]));
  if (categories.size !== GROUPS.length || GROUPS.some((group) => !categories.has(group.source))) {
    throw new Error(`@emoji-mart/data has categories ${[...categories.keys()].join(', ')}: update GROUPS in build-emoji-data.mjs`);
  }
  return {
    groups: GROUPS.map((group) => ({
      id: group.id,
      name: group.name,
      emojis: categories.get(group.source).map((id) => {
        const emoji = source.emojis[id];
        const [neutral, ...tones] = emoji.skins;
        const names = [emoji.name, id, ...(aliases.get(id) ?? [])];
        return tones.length > 0 ? { n: names, u: neutral.unified, v: tones.map((skin) => skin.unified) } : { n: names, u: neutral.unified };
      }),
    })),
  };
}

/** One emoji a line, so a data update reads as a diff of the emoji that changed. */
export function serializeEmojiData(data) {
  const groups = data.groups.map(({ id, name, emojis }) => {
    const lines = emojis.map((emoji) => JSON.stringify(emoji)).join(',\n');
    return `{"id":${JSON.stringify(id)},"name":${JSON.stringify(name)},"emojis":[\n${lines}\n]}`;
  });
  return `{"groups":[\n${groups.join(',\n')}\n]}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  const text = serializeEmojiData(buildEmojiData(readEmojiMartData()));
  if (process.argv.includes('--check')) {
    const stale = !fs.existsSync(EMOJI_DATA_FILE) || fs.readFileSync(EMOJI_DATA_FILE, 'utf8') !== text;
    if (stale) console.error(`${EMOJI_DATA_FILE} is out of date: run node shared-ui/scripts/build-emoji-data.mjs`);
    process.exit(stale ? 1 : 0);
  }
  fs.mkdirSync(new URL('../src/emoji-picker/', import.meta.url), { recursive: true });
  fs.writeFileSync(EMOJI_DATA_FILE, text);
  console.log(`wrote ${EMOJI_DATA_FILE}`);
}
