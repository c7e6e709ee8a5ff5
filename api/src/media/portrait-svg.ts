// Stylised portraits for the fictitious profiles, composed as SVG: a face, hair in the profile's
// hair colour, varied skin tones, backgrounds, clothes and accessories. No photo of anyone.
import type { HairColour } from '@heartline/contracts/schemas';

export type PortraitGender = 'woman' | 'man';

export interface PortraitSpec {
  gender: PortraitGender;
  hair: HairColour;
  /** 0-based; picks the style, skin tone, background, clothes and accessories. */
  variant: number;
}

const HAIR_FILL: Record<Exclude<HairColour, 'other'>, string> = {
  black: '#1d1a1b',
  brown: '#5b3a24',
  blond: '#dcb35c',
  red: '#a9432a',
  gray: '#a7a9ac',
};
/** "Other" hair is dyed: pink, blue, violet, teal, silver-lilac. */
const DYED_HAIR = ['#d2649f', '#4b7bd0', '#7b4bc4', '#2a9d8f', '#b9a3d9'];
const SKIN_TONES = ['#f7d7bd', '#edc19c', '#d8a078', '#b97c50', '#8c5a3a', '#5f3c28'];
const BACKGROUNDS: Array<[string, string]> = [
  ['#fbd3e9', '#bb377d'],
  ['#a1c4fd', '#c2e9fb'],
  ['#f6d365', '#fda085'],
  ['#84fab0', '#8fd3f4'],
  ['#e0c3fc', '#8ec5fc'],
  ['#ffecd2', '#fcb69f'],
  ['#c1dfc4', '#deecdd'],
  ['#434343', '#8e8e8e'],
  ['#ff9a9e', '#fecfef'],
];
const CLOTHES = ['#2f4858', '#c0392b', '#1f6f8b', '#f2f2f2', '#6c5b7b', '#355c7d', '#e67e22', '#2d3436', '#16a085'];
const EYE_COLOURS = ['#6b4226', '#3b7dd8', '#5a8f3c', '#7d8a96', '#9c6b30', '#2f2f2f'];

/** Deterministic small numbers from the spec, so a portrait looks the same every time. */
function pick<T>(list: readonly T[], spec: PortraitSpec, salt: number): T {
  const genderSalt = spec.gender === 'woman' ? 7 : 13;
  const hairSalt = spec.hair.length * 31 + spec.hair.charCodeAt(0);
  const index = Math.abs(spec.variant * 2_654_435_761 + genderSalt * 97 + hairSalt * 53 + salt * 40_503) % list.length;
  return list[index]!;
}

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((value >> shift) & 0xff) + amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

function hairFill(spec: PortraitSpec): string {
  return spec.hair === 'other' ? DYED_HAIR[spec.variant % DYED_HAIR.length]! : HAIR_FILL[spec.hair];
}

const WOMAN_BACK_HAIR = [
  // long and straight
  'M94 172 C86 84 234 84 226 172 C234 246 240 300 230 344 L90 344 C80 300 86 246 94 172Z',
  // bob
  'M96 168 C88 86 232 86 224 168 C230 206 234 238 226 258 L94 258 C86 238 90 206 96 168Z',
  // long and wavy
  'M92 170 C84 84 236 84 228 170 C244 210 222 240 238 276 C250 304 228 330 236 352 L84 352 C92 330 70 304 82 276 C98 240 76 210 92 170Z',
  // bun on top
  'M100 170 C94 96 226 96 220 170 C222 190 222 200 218 210 L102 210 C98 200 98 190 100 170Z M160 96 m-30 0 a30 28 0 1 0 60 0 a30 28 0 1 0 -60 0Z',
  // shoulder length, flicked out
  'M94 170 C86 86 234 86 226 170 C230 230 236 270 252 296 C226 300 200 296 190 290 L130 290 C120 296 94 300 68 296 C84 270 90 230 94 170Z',
];
const WOMAN_FRINGE = [
  'M98 168 C92 100 150 78 204 94 C228 108 230 140 224 170 C208 128 172 116 132 128 C116 136 104 150 98 168Z',
  'M100 160 C98 104 222 104 220 160 C206 134 186 124 160 124 C134 124 114 134 100 160Z',
  'M98 166 C94 98 160 80 210 100 C230 116 228 146 222 168 C200 136 150 112 118 142 C108 150 102 158 98 166Z',
  'M102 158 C100 104 220 104 218 158 C200 122 180 116 160 118 C140 116 120 122 102 158Z',
  'M100 164 C96 96 224 96 220 164 C214 138 200 128 186 124 C170 134 150 138 130 132 C116 140 106 150 100 164Z',
];
const MAN_HAIR = [
  // short crop
  'M97 170 C86 76 234 76 223 170 C215 134 197 122 160 122 C123 122 105 134 97 170Z',
  // side part
  'M96 174 C82 74 238 70 224 168 C218 138 206 126 188 120 C160 132 126 130 110 138 C104 148 99 160 96 174Z',
  // quiff
  'M97 168 C88 70 150 46 202 62 C238 78 236 130 223 168 C215 132 196 120 160 120 C124 120 105 132 97 168Z',
  // curls
  'M96 170 C78 152 90 116 106 110 C102 86 130 72 146 82 C154 64 180 66 188 82 C206 72 232 90 220 112 C238 120 240 154 224 170 C214 134 192 122 160 122 C128 122 106 134 96 170Z',
  // buzz cut
  'M99 164 C92 86 228 86 221 164 C210 132 190 124 160 124 C130 124 110 132 99 164Z',
];

function faceShape(gender: PortraitGender): string {
  return gender === 'woman'
    ? 'M104 168 C104 100 216 100 216 168 C216 214 192 250 160 252 C128 250 104 214 104 168Z'
    : 'M100 166 C100 96 220 96 220 166 C220 214 198 252 160 254 C122 252 100 214 100 166Z';
}

function torso(gender: PortraitGender): string {
  return gender === 'woman'
    ? 'M34 400 C44 326 100 296 160 296 C220 296 276 326 286 400Z'
    : 'M14 400 C24 316 96 288 160 288 C224 288 296 316 306 400Z';
}

function eye(cx: number, iris: string, lashes: boolean): string {
  const lash = lashes ? `<path d="M${cx - 12} ${172} Q${cx} ${162} ${cx + 12} ${172}" stroke="#2b1d16" stroke-width="2.4" fill="none" stroke-linecap="round"/>` : '';
  return `<ellipse cx="${cx}" cy="178" rx="11" ry="7" fill="#fdfdfd"/><circle cx="${cx}" cy="178" r="5.2" fill="${iris}"/><circle cx="${cx}" cy="178" r="2.4" fill="#141414"/><circle cx="${cx + 1.8}" cy="176.2" r="1.2" fill="#fff"/>${lash}`;
}

function bokeh(spec: PortraitSpec): string {
  const circles: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 20 + ((spec.variant * 67 + i * 83 + spec.hair.length * 19) % 280);
    const y = 20 + ((spec.variant * 41 + i * 59) % 200);
    const r = 10 + ((i * 17 + spec.variant * 5) % 36);
    circles.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${(0.08 + (i % 3) * 0.05).toFixed(2)}"/>`);
  }
  return circles.join('');
}

/** The portrait as an SVG document of `width` × `height` pixels (drawn on a 320 × 400 canvas). */
export function portraitSvg(spec: PortraitSpec, width = 1280, height = 1600): string {
  const woman = spec.gender === 'woman';
  const hair = hairFill(spec);
  const skin = pick(SKIN_TONES, spec, 1);
  const [bgFrom, bgTo] = pick(BACKGROUNDS, spec, 2);
  const clothes = pick(CLOTHES, spec, 3);
  const iris = pick(EYE_COLOURS, spec, 4);
  const style = spec.variant % 5;
  const glasses = (spec.variant + spec.hair.length) % 4 === 1;
  const beard = !woman && (spec.variant + spec.hair.length) % 3 === 0;
  const earrings = woman && spec.variant % 2 === 0;
  const brow = shade(hair, -40);
  const skinShadow = shade(skin, -28);
  const lips = woman ? shade('#c4566a', spec.variant * 6 - 12) : shade(skin, -55);

  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/></linearGradient>`,
    `<radialGradient id="skin" cx="0.45" cy="0.38" r="0.75"><stop offset="0" stop-color="${shade(skin, 14)}"/><stop offset="1" stop-color="${skin}"/></radialGradient></defs>`,
    `<rect width="320" height="400" fill="url(#bg)"/>`,
    bokeh(spec),
    woman ? `<path d="${WOMAN_BACK_HAIR[style]}" fill="${shade(hair, -18)}"/>` : '',
    `<path d="${torso(spec.gender)}" fill="${clothes}"/>`,
    `<path d="M136 222 L136 292 Q160 312 184 292 L184 222Z" fill="${skinShadow}"/>`,
    // neckline
    woman
      ? `<path d="M118 300 Q160 350 202 300 Q160 322 118 300Z" fill="${skinShadow}"/>`
      : `<path d="M132 292 L160 330 L188 292 Q160 304 132 292Z" fill="${skinShadow}"/><path d="M120 296 L160 334 L200 296" stroke="${shade(clothes, -35)}" stroke-width="5" fill="none"/>`,
    `<ellipse cx="${woman ? 104 : 100}" cy="182" rx="9" ry="15" fill="${skinShadow}"/><ellipse cx="${woman ? 216 : 220}" cy="182" rx="9" ry="15" fill="${skinShadow}"/>`,
    earrings ? `<circle cx="104" cy="202" r="4.5" fill="#e8c547"/><circle cx="216" cy="202" r="4.5" fill="#e8c547"/>` : '',
    `<path d="${faceShape(spec.gender)}" fill="url(#skin)"/>`,
    woman ? `<circle cx="128" cy="206" r="11" fill="#e58b8b" opacity="0.25"/><circle cx="192" cy="206" r="11" fill="#e58b8b" opacity="0.25"/>` : '',
    eye(137, iris, woman),
    eye(183, iris, woman),
    `<path d="M${woman ? 124 : 122} 160 Q137 ${woman ? 152 : 154} 150 160" stroke="${brow}" stroke-width="${woman ? 3.2 : 5}" fill="none" stroke-linecap="round"/>`,
    `<path d="M170 160 Q183 ${woman ? 152 : 154} ${woman ? 196 : 198} 160" stroke="${brow}" stroke-width="${woman ? 3.2 : 5}" fill="none" stroke-linecap="round"/>`,
    `<path d="M160 186 Q153 206 159 212 Q165 214 169 209" stroke="${shade(skin, -45)}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
    woman
      ? `<path d="M143 228 Q160 222 177 228 Q160 244 143 228Z" fill="${lips}"/><path d="M143 228 Q160 232 177 228" stroke="${shade(lips, -30)}" stroke-width="1.4" fill="none"/>`
      : `<path d="M144 228 Q160 240 176 228" stroke="${lips}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    beard
      ? `<path d="M102 186 C106 240 138 262 160 262 C182 262 214 240 218 186 C208 222 190 236 176 236 Q160 226 144 236 C130 236 112 222 102 186Z" fill="${hair}" opacity="0.92"/><path d="M140 222 Q160 212 180 222 Q160 226 140 222Z" fill="${hair}"/>`
      : '',
    woman ? `<path d="${WOMAN_FRINGE[style]}" fill="${hair}"/>` : `<path d="${MAN_HAIR[style]}" fill="${hair}"/>`,
    glasses
      ? `<g stroke="#2a2a2a" stroke-width="3.2" fill="#ffffff" fill-opacity="0.12"><rect x="118" y="164" width="38" height="28" rx="9"/><rect x="164" y="164" width="38" height="28" rx="9"/><path d="M156 176 Q160 171 164 176" fill="none"/></g>`
      : '',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 400" width="${width}" height="${height}">${parts.join('')}</svg>`;
}
