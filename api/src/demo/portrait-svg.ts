// Illustrated portraits for the fictitious profiles, composed as SVG: one character (face,
// skin, hair, eyes: portrait-character.ts) drawn into one photo (scene, clothes, framing,
// expression, accessories). No photo of anyone. Drawn on a 320 × 400 canvas.
import { luminance, mix, type PortraitCharacter, type PortraitPhoto } from './portrait-character';

const CX = 160;
/** The top of the skull; the face path is the whole head. */
const HEAD_TOP = 86;

/** Numbers with one decimal: short, stable SVG text. */
function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** Numbers with two decimals (opacities, scales). */
function n2(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}

/** Builds path data from template pieces, rounding every number. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += n(values[i]!) + strings[i + 1]!;
  return out.replace(/\s+/g, ' ').trim();
}

interface Palette {
  skin: string;
  skinLight: string;
  skinShadow: string;
  skinDeep: string;
  hair: string;
  hairShade: string;
  hairLight: string;
  lips: string;
  lipsDark: string;
  blush: string;
}

function palette(c: PortraitCharacter, photo: PortraitPhoto): Palette {
  const dark = luminance(c.skin) < 0.45;
  const natural = dark ? mix(c.skin, '#5c2830', 0.35) : mix(c.skin, '#b4525e', 0.42);
  const lips = photo.lipstick ? mix(natural, photo.lipstick, 0.75) : natural;
  const hairLum = luminance(c.hairColour);
  return {
    skin: c.skin,
    skinLight: mix(c.skin, dark ? '#ffd9b8' : '#fff4ea', dark ? 0.22 : 0.3),
    skinShadow: mix(c.skin, '#5a2e1e', dark ? 0.3 : 0.24),
    skinDeep: mix(c.skin, '#3a1a12', dark ? 0.45 : 0.42),
    hair: c.hairColour,
    hairShade: mix(c.hairColour, '#000000', hairLum < 0.15 ? 0.35 : 0.28),
    hairLight: mix(c.hairColour, '#ffffff', hairLum < 0.15 ? 0.22 : 0.3),
    lips,
    lipsDark: mix(lips, '#2a0c10', 0.35),
    blush: dark ? '#9c3f3f' : '#e0707a',
  };
}

// ---------------------------------------------------------------------------------------------
// Background scenes (blurred, like a portrait lens)

function circles(
  seed: number,
  count: number,
  colours: readonly string[],
  area: [number, number, number, number],
  radius: [number, number],
  opacity: [number, number],
): string {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = area[0] + next() * (area[2] - area[0]);
    const y = area[1] + next() * (area[3] - area[1]);
    const r = radius[0] + next() * (radius[1] - radius[0]);
    const o = opacity[0] + next() * (opacity[1] - opacity[0]);
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colours[i % colours.length]}" opacity="${n2(o)}"/>`);
  }
  return out.join('');
}

function background(photo: PortraitPhoto, seed: number): { defs: string; body: string; tint: string } {
  const v = photo.sceneVariant;
  const s = seed ^ (photo.index * 7919);
  const sky = (top: string, bottom: string) =>
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  switch (photo.scene) {
    case 'studio': {
      const [centre, edge] = (
        [
          ['#eef1f4', '#9aa7b4'],
          ['#f6ebe0', '#c29f82'],
          ['#f4e4ea', '#b58797'],
        ] as const
      )[v]!;
      return {
        defs: `<radialGradient id="sky" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`,
        body: `<rect width="320" height="400" fill="url(#sky)"/>`,
        tint: '',
      };
    }
    case 'park': {
      const greens = ['#5f8f4e', '#79a85a', '#4a7a45', '#9cc26c', '#3e6b3c'];
      return {
        defs: sky(['#bfe0f5', '#d8ecf7', '#f5e6c8'][v]!, '#e9f2e4'),
        body:
          `<rect width="320" height="400" fill="url(#sky)"/>` +
          circles(s, 34, greens, [-20, 40, 340, 260], [24, 58], [0.75, 1]) +
          `<rect y="250" width="320" height="150" fill="#6f9a55"/>` +
          circles(s + 1, 10, ['#fffbe0'], [0, 20, 320, 220], [6, 16], [0.35, 0.7]),
        tint: `<rect width="320" height="400" fill="#ffd27a" opacity="0.07"/>`,
      };
    }
    case 'city': {
      const skyTop = ['#9ec3e6', '#f3b58a', '#7d8fb3'][v]!;
      let buildings = '';
      let x = -10;
      let i = 0;
      while (x < 330) {
        const w = 36 + ((s >> (i % 16)) & 31);
        const h = 140 + (((s >> ((i * 3) % 20)) & 127) % 160);
        const shade = ['#6d7a8c', '#8792a2', '#5b6778', '#9aa3b0'][i % 4]!;
        buildings += `<rect x="${x}" y="${400 - h - 60}" width="${w}" height="${h + 60}" fill="${shade}"/>`;
        for (let wy = 400 - h - 44; wy < 380; wy += 18) {
          for (let wx = x + 6; wx < x + w - 8; wx += 12) {
            buildings += `<rect x="${wx}" y="${wy}" width="6" height="9" fill="${v === 2 ? '#ffd98a' : '#dfe8f2'}" opacity="${v === 2 ? 0.8 : 0.45}"/>`;
          }
        }
        x += w + 4;
        i++;
      }
      return {
        defs: sky(skyTop, '#e8e4df'),
        body: `<rect width="320" height="400" fill="url(#sky)"/>${buildings}`,
        tint: v === 1 ? `<rect width="320" height="400" fill="#ff9a5a" opacity="0.08"/>` : '',
      };
    }
    case 'beach': {
      const [skyTop, sea] = (
        [
          ['#7fc3ec', '#3f9cc4'],
          ['#f7b98b', '#5f8fb0'],
          ['#a9d8f2', '#2f8fb6'],
        ] as const
      )[v]!;
      return {
        defs: sky(skyTop, '#f4efe2'),
        body:
          `<rect width="320" height="400" fill="url(#sky)"/>` +
          `<rect y="214" width="320" height="60" fill="${sea}"/><rect y="214" width="320" height="4" fill="#ffffff" opacity="0.4"/>` +
          `<rect y="268" width="320" height="132" fill="#ead6a8"/>` +
          circles(s, 6, ['#ffffff'], [0, 20, 320, 140], [10, 26], [0.4, 0.7]),
        tint: `<rect width="320" height="400" fill="#ffc070" opacity="${v === 1 ? 0.12 : 0.05}"/>`,
      };
    }
    case 'cafe': {
      const wall = ['#c79f7d', '#8c6e5a', '#d8c3a5'][v]!;
      return {
        defs: sky(mix(wall, '#ffffff', 0.15), mix(wall, '#000000', 0.2)),
        body:
          `<rect width="320" height="400" fill="url(#sky)"/>` +
          `<rect y="150" width="320" height="10" fill="${mix(wall, '#3a2412', 0.45)}"/>` +
          `<rect x="24" y="118" width="18" height="32" rx="3" fill="#6f8f6a"/><rect x="250" y="122" width="26" height="28" rx="4" fill="#b45f3c"/><rect x="284" y="108" width="14" height="42" rx="3" fill="#e6dcc8"/>` +
          circles(s, 4, ['#ffe3a3'], [20, 10, 300, 70], [12, 20], [0.8, 1]) +
          `<circle cx="40" cy="110" r="34" fill="#5d8a4e"/><circle cx="62" cy="96" r="22" fill="#79a35e"/>` +
          `<rect y="300" width="320" height="100" fill="${mix(wall, '#2a1a10', 0.5)}"/>`,
        tint: `<rect width="320" height="400" fill="#ffb060" opacity="0.08"/>`,
      };
    }
    case 'night': {
      const [top, bottom] = (
        [
          ['#1c2541', '#3a506b'],
          ['#2b1b3d', '#5a3d6b'],
          ['#10263a', '#2e5a6b'],
        ] as const
      )[v]!;
      return {
        defs: sky(top, bottom),
        body:
          `<rect width="320" height="400" fill="url(#sky)"/>` +
          circles(s, 26, ['#ffd166', '#ef476f', '#7bdff2', '#ffffff', '#f4a259'], [-10, 0, 330, 300], [6, 22], [0.35, 0.85]),
        tint: `<rect width="320" height="400" fill="#3a4a8a" opacity="0.08"/>`,
      };
    }
    case 'mountains': {
      return {
        defs: sky(['#8fc1e8', '#c9d9ec', '#f2c6a0'][v]!, '#eef2f5'),
        body:
          `<rect width="320" height="400" fill="url(#sky)"/>` +
          `<path d="M-10 230 L60 140 L110 190 L170 110 L240 200 L290 150 L340 210 L340 400 L-10 400Z" fill="#8a9bb0"/>` +
          `<path d="M170 110 L150 136 L162 132 L174 142 L186 128Z" fill="#ffffff" opacity="0.8"/>` +
          `<path d="M-10 270 L70 220 L150 260 L230 215 L340 265 L340 400 L-10 400Z" fill="#5d7a6a"/>` +
          `<rect y="320" width="320" height="80" fill="#4e6b45"/>`,
        tint: '',
      };
    }
    case 'wall': {
      const paint = ['#2a9d8f', '#e9c46a', '#e07a5f'][v]!;
      return {
        defs: sky(mix(paint, '#ffffff', 0.12), mix(paint, '#000000', 0.12)),
        body:
          `<rect width="320" height="400" fill="url(#sky)"/>` +
          `<path d="M230 0 C250 60 300 80 320 70 L320 0Z" fill="#000000" opacity="0.12"/><path d="M0 300 C60 260 120 280 150 400 L0 400Z" fill="#000000" opacity="0.08"/>`,
        tint: `<rect width="320" height="400" fill="#ffe0b0" opacity="0.05"/>`,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Head

function headPath(c: PortraitCharacter): string {
  const { width: w, jaw: j, chin: ch, jawY, chinY } = c.face;
  return d`M${CX} ${HEAD_TOP}
    C${CX + w * 0.62} ${HEAD_TOP} ${CX + w + 4} ${HEAD_TOP + 26} ${CX + w + 2} ${168}
    C${CX + w + 1} ${196} ${CX + j + 8} ${jawY - 18} ${CX + j} ${jawY}
    C${CX + j - 7} ${jawY + 15} ${CX + ch + 10} ${chinY} ${CX} ${chinY}
    C${CX - ch - 10} ${chinY} ${CX - j + 7} ${jawY + 15} ${CX - j} ${jawY}
    C${CX - j - 8} ${jawY - 18} ${CX - w - 1} ${196} ${CX - w - 2} ${168}
    C${CX - w - 4} ${HEAD_TOP + 26} ${CX - w * 0.62} ${HEAD_TOP} ${CX} ${HEAD_TOP}Z`;
}

function ears(c: PortraitCharacter, p: Palette, photo: PortraitPhoto): string {
  const w = c.face.width;
  const s = c.ears;
  let out = '';
  for (const side of [-1, 1]) {
    const x = CX + side * (w + 1);
    out += `<ellipse cx="${n(x + side * 4 * s)}" cy="186" rx="${n(8.5 * s)}" ry="${n(15 * s)}" fill="${p.skin}"/>`;
    out += `<path d="${d`M${x + side * 6 * s} ${176} Q${x + side * 10 * s} ${186} ${x + side * 4 * s} ${198}`}" stroke="${p.skinShadow}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
    const lobe = { x: x + side * 4 * s, y: 186 + 14 * s };
    const metal = photo.index % 2 === 0 ? '#e2bf55' : '#d9d9de';
    if (photo.earrings === 'studs') out += `<circle cx="${n(lobe.x)}" cy="${n(lobe.y)}" r="2.4" fill="${metal}"/>`;
    if (photo.earrings === 'hoops')
      out += `<circle cx="${n(lobe.x)}" cy="${n(lobe.y + 7)}" r="7" fill="none" stroke="${metal}" stroke-width="1.8"/>`;
    if (photo.earrings === 'drops')
      out += `<path d="${d`M${lobe.x} ${lobe.y} L${lobe.x} ${lobe.y + 8}`}" stroke="${metal}" stroke-width="1.2"/><path d="${d`M${lobe.x} ${lobe.y + 7} Q${lobe.x + 4} ${lobe.y + 13} ${lobe.x} ${lobe.y + 16} Q${lobe.x - 4} ${lobe.y + 13} ${lobe.x} ${lobe.y + 7}Z`}" fill="${['#3fa7d6', '#e85d75', '#59cd90'][c.seed % 3]}"/>`;
  }
  return out;
}

function eyeShape(
  c: PortraitCharacter,
  side: number,
  open: number,
): { upper: string; lower: string; outline: string; x: number; y: number } {
  const { y, spacing, width: w, height: h, tilt } = c.eyes;
  const x = CX + side * spacing;
  const t = tilt * w;
  const inner = [x - side * w, y + t * 0.5];
  const outer = [x + side * w, y - t * 0.5];
  const top = h * 1.55 * Math.min(1, open + 0.25);
  const bottom = h * 1.15 * open;
  const upper = d`M${inner[0]!} ${inner[1]!} C${x - side * w * 0.45} ${y - top} ${x + side * w * 0.45} ${y - top - t * 0.4} ${outer[0]!} ${outer[1]!}`;
  const lower = d`M${outer[0]!} ${outer[1]!} C${x + side * w * 0.45} ${y + bottom - t * 0.3} ${x - side * w * 0.4} ${y + bottom} ${inner[0]!} ${inner[1]!}`;
  return { upper, lower, outline: `${upper} ${lower.replace(/^M[^C]+/, '')}Z`, x, y };
}

function eyes(c: PortraitCharacter, p: Palette, photo: PortraitPhoto): string {
  const woman = c.subject.gender === 'woman';
  const open = { smile: 0.78, grin: 0.62, soft: 1, smirk: 0.85, laugh: 0 }[photo.expression];
  const lash = mix('#1c1210', c.hairColour, 0.15);
  const gazeX = ((c.seed >> (photo.index + 3)) % 3) - 1;
  let out = '';
  for (const side of [-1, 1]) {
    const shape = eyeShape(c, side, open);
    if (open === 0) {
      // Laughing: closed, happy eyes.
      const { x, y } = shape;
      const w = c.eyes.width;
      out += `<path d="${d`M${x - w} ${y} Q${x} ${y - 8} ${x + w} ${y}`}" stroke="${lash}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
      continue;
    }
    const id = `eye${side < 0 ? 'L' : 'R'}`;
    const r = c.eyes.height * 1.12;
    out += `<clipPath id="${id}"><path d="${shape.outline}"/></clipPath>`;
    out += `<path d="${shape.outline}" fill="#f8f4ef"/>`;
    out +=
      `<g clip-path="url(#${id})"><circle cx="${n(shape.x + gazeX * 1.4)}" cy="${n(shape.y + 0.5)}" r="${n(r)}" fill="url(#iris)"/>` +
      `<circle cx="${n(shape.x + gazeX * 1.4)}" cy="${n(shape.y + 0.5)}" r="${n(r * 0.42)}" fill="#120c0a"/>` +
      `<circle cx="${n(shape.x + gazeX * 1.4 + 1.8)}" cy="${n(shape.y - 1.4)}" r="1.3" fill="#ffffff" opacity="0.9"/>` +
      `<path d="${shape.upper}" stroke="${p.skinShadow}" stroke-width="3" fill="none" opacity="0.35"/></g>`;
    out += `<path d="${shape.upper}" stroke="${lash}" stroke-width="${woman ? 2.3 : 1.7}" fill="none" stroke-linecap="round"/>`;
    out += `<path d="${shape.lower}" stroke="${p.skinDeep}" stroke-width="0.8" fill="none" opacity="0.45"/>`;
    // the crease above the lid
    const { x, y } = shape;
    const w = c.eyes.width;
    out += `<path d="${d`M${x - side * w * 0.8} ${y - c.eyes.height * 1.9} Q${x} ${y - c.eyes.height * 2.7} ${x + side * w * 0.95} ${y - c.eyes.height * 1.6}`}" stroke="${p.skinShadow}" stroke-width="1.1" fill="none" opacity="0.55"/>`;
    if (woman) {
      const ox = x + side * w;
      const oy = y - c.eyes.tilt * w * 0.5;
      out += `<path d="${d`M${ox - side * 1} ${oy - 1} L${ox + side * 4} ${oy - 4.5} M${ox - side * 4} ${oy - 3} L${ox} ${oy - 6.5}`}" stroke="${lash}" stroke-width="1.4" stroke-linecap="round"/>`;
    }
    if (c.ageing >= 2) {
      const ox = x + side * (w + 3);
      out += `<path d="${d`M${ox} ${y - 2} l${side * 5} -2 M${ox} ${y + 1} l${side * 6} 1 M${ox - side} ${y + 4} l${side * 5} 3`}" stroke="${p.skinShadow}" stroke-width="0.9" opacity="0.5" stroke-linecap="round"/>`;
    }
    if (c.ageing >= 1) {
      out += `<path d="${d`M${x - side * w * 0.7} ${y + c.eyes.height * 1.7} Q${x} ${y + c.eyes.height * 2.5} ${x + side * w * 0.8} ${y + c.eyes.height * 1.5}`}" stroke="${p.skinShadow}" stroke-width="0.9" fill="none" opacity="${0.2 + c.ageing * 0.1}"/>`;
    }
  }
  return out;
}

function brows(c: PortraitCharacter, photo: PortraitPhoto): string {
  const { y, spacing, width: w } = c.eyes;
  const { shape, thickness: th, lift } = c.brows;
  const arch = shape === 'arched' ? 4.5 : shape === 'soft' ? 2.8 : 1.2;
  const happy = photo.expression === 'smile' || photo.expression === 'grin' ? 1.2 : photo.expression === 'laugh' ? 2.5 : 0;
  let out = '';
  for (const side of [-1, 1]) {
    const raise = happy + (photo.expression === 'smirk' && side === 1 ? 3 : 0);
    const x = CX + side * spacing;
    const by = y - lift - raise;
    // a centre line from the inner end (thick) over the peak to the outer tip (thin)
    const ix = x - side * (w + 1);
    const iy = by + 0.5;
    const px = x + side * w * (shape === 'arched' ? 0.45 : 0.3);
    const py = by - arch;
    const ox = x + side * (w + 6);
    const oy = by + 2.5;
    out += `<path d="${d`M${ix} ${iy - th * 0.5}
      Q${(ix + px) / 2} ${py - th * 0.45} ${px} ${py - th * 0.42}
      Q${(px + ox) / 2 + side * 1} ${py - th * 0.1} ${ox} ${oy}
      Q${(px + ox) / 2} ${py + th * 0.55} ${px} ${py + th * 0.38}
      Q${(ix + px) / 2} ${py + th * 0.5} ${ix} ${iy + th * 0.5}
      Q${ix - side * 1.6} ${iy} ${ix} ${iy - th * 0.5}Z`}" fill="${c.browColour}"/>`;
  }
  return out;
}

function noseTipY(c: PortraitCharacter): number {
  return c.eyes.y + c.nose.length;
}

function nose(c: PortraitCharacter, p: Palette, photo: PortraitPhoto): string {
  const tip = noseTipY(c);
  const nw = c.nose.width;
  const dark = photo.light; // the shadow side is away from the light
  const shadowSide = -photo.light;
  let out = `<path d="${d`M${CX + shadowSide * 5} ${c.eyes.y + 4} C${CX + shadowSide * 7} ${tip - 14} ${CX + shadowSide * 8} ${tip - 8} ${CX + shadowSide * (nw - 1)} ${tip - 2}`}" stroke="${p.skinShadow}" stroke-width="2.4" fill="none" opacity="0.3" stroke-linecap="round"/>`;
  out += `<path d="${d`M${CX - nw} ${tip - 3} Q${CX - nw - 3} ${tip + 4} ${CX - nw * 0.45} ${tip + 4} Q${CX} ${tip + 7} ${CX + nw * 0.45} ${tip + 4} Q${CX + nw + 3} ${tip + 4} ${CX + nw} ${tip - 3}`}" stroke="${p.skinDeep}" stroke-width="1.7" fill="none" stroke-linecap="round" opacity="0.75"/>`;
  out += `<ellipse cx="${n(CX - nw * 0.5)}" cy="${n(tip + 3.4)}" rx="2.2" ry="1.2" fill="${p.skinDeep}" opacity="0.6"/><ellipse cx="${n(CX + nw * 0.5)}" cy="${n(tip + 3.4)}" rx="2.2" ry="1.2" fill="${p.skinDeep}" opacity="0.6"/>`;
  out += `<ellipse cx="${n(CX + dark * 1.5)}" cy="${n(tip - 2)}" rx="${n(c.nose.style === 1 ? 4.5 : 3)}" ry="${n(c.nose.style === 1 ? 3.5 : 2.4)}" fill="${p.skinLight}" opacity="0.7"/>`;
  if (c.nose.style === 2)
    out += `<path d="${d`M${CX + dark * 3} ${c.eyes.y + 8} L${CX + dark * 2.5} ${tip - 8}`}" stroke="${p.skinLight}" stroke-width="2" opacity="0.5" stroke-linecap="round"/>`;
  return out;
}

function mouthY(c: PortraitCharacter): number {
  return noseTipY(c) + 17 + c.mouth.fullness * 2;
}

function mouth(c: PortraitCharacter, p: Palette, photo: PortraitPhoto): string {
  const my = mouthY(c);
  const f = c.mouth.fullness;
  const woman = c.subject.gender === 'woman';
  const mw = c.mouth.width + (photo.expression === 'grin' || photo.expression === 'laugh' ? 3 : 0);
  const upScale = woman ? 1 : 0.75;
  const up = { smile: 4, grin: 4.5, soft: 1.2, smirk: 2, laugh: 5 }[photo.expression];
  const leftUp = photo.expression === 'smirk' ? 0.5 : up;
  const rightUp = photo.expression === 'smirk' ? 5 : up;
  const cl = [CX - mw, my - leftUp];
  const cr = [CX + mw, my - rightUp];
  let out = '';
  if (photo.expression === 'grin' || photo.expression === 'laugh') {
    const open = photo.expression === 'laugh' ? 15 : 9;
    const opening = d`M${cl[0]!} ${cl[1]!} Q${CX} ${my - 1} ${cr[0]!} ${cr[1]!} Q${CX + mw * 0.5} ${my + open} ${CX} ${my + open} Q${CX - mw * 0.5} ${my + open} ${cl[0]!} ${cl[1]!}Z`;
    out += `<clipPath id="mouth"><path d="${opening}"/></clipPath>`;
    out += `<path d="${opening}" fill="#5b1e24"/>`;
    out += `<g clip-path="url(#mouth)"><rect x="${n(CX - mw)}" y="${n(my - 6)}" width="${n(mw * 2)}" height="${n(6 + open * 0.42)}" fill="#fbf7f0"/><path d="${d`M${CX} ${my} l0 ${open * 0.4}`}" stroke="#e3ddd3" stroke-width="0.8"/><ellipse cx="${CX}" cy="${n(my + open)}" rx="${n(mw * 0.5)}" ry="${n(open * 0.35)}" fill="#c2575f"/></g>`;
    // thin lips around the opening
    out += `<path d="${d`M${cl[0]!} ${cl[1]!} Q${CX - mw * 0.5} ${my - 5 * f * upScale} ${CX} ${my - 3.5 * f * upScale} Q${CX + mw * 0.5} ${my - 5 * f * upScale} ${cr[0]!} ${cr[1]!} Q${CX} ${my - 1} ${cl[0]!} ${cl[1]!}Z`}" fill="${p.lipsDark}"/>`;
    out += `<path d="${d`M${cl[0]!} ${cl[1]!} Q${CX - mw * 0.5} ${my + open} ${CX} ${my + open} Q${CX + mw * 0.5} ${my + open} ${cr[0]!} ${cr[1]!} Q${CX + mw * 0.5} ${my + open + 5 * f * upScale} ${CX} ${my + open + 5 * f * upScale} Q${CX - mw * 0.5} ${my + open + 5 * f * upScale} ${cl[0]!} ${cl[1]!}Z`}" fill="${p.lips}"/>`;
  } else {
    const line = d`Q${CX} ${my + (up > 2 ? 2.2 : 0.8)}`;
    const upper = `M${n(cl[0]!)} ${n(cl[1]!)} ${d`Q${CX - mw * 0.5} ${my - 5 * f * upScale} ${CX - 1} ${my - 3.2 * f * upScale} Q${CX} ${my - 2.6 * f * upScale} ${CX + 1} ${my - 3.2 * f * upScale} Q${CX + mw * 0.5} ${my - 5 * f * upScale} ${cr[0]!} ${cr[1]!}`} ${line} ${n(cl[0]!)} ${n(cl[1]!)}Z`;
    const lower = `M${n(cl[0]!)} ${n(cl[1]!)} ${line} ${n(cr[0]!)} ${n(cr[1]!)} ${d`Q${CX + mw * 0.55} ${my + 8 * f * upScale} ${CX} ${my + 8 * f * upScale} Q${CX - mw * 0.55} ${my + 8 * f * upScale}`} ${n(cl[0]!)} ${n(cl[1]!)}Z`;
    out += `<path d="${upper}" fill="${p.lipsDark}"/><path d="${lower}" fill="${p.lips}"/>`;
    out += `<path d="M${n(cl[0]!)} ${n(cl[1]!)} ${line} ${n(cr[0]!)} ${n(cr[1]!)}" stroke="${mix(p.lipsDark, '#000000', 0.35)}" stroke-width="1.3" fill="none" stroke-linecap="round"/>`;
    out += `<ellipse cx="${n(CX + 2)}" cy="${n(my + 4.5 * f)}" rx="${n(mw * 0.3)}" ry="1.4" fill="#ffffff" opacity="0.22"/>`;
  }
  // smile dimples at the corners
  if (up > 2) {
    out += `<path d="${d`M${cl[0]! - 2} ${cl[1]! - 3} q-2 3 1 6 M${cr[0]! + 2} ${cr[1]! - 3} q2 3 -1 6`}" stroke="${p.skinShadow}" stroke-width="1.1" fill="none" opacity="0.55" stroke-linecap="round"/>`;
  }
  return out;
}

function faceDetails(c: PortraitCharacter, p: Palette, photo: PortraitPhoto): string {
  const { width: w } = c.face;
  const tip = noseTipY(c);
  const my = mouthY(c);
  const smiling = photo.expression !== 'soft';
  let out = '';
  // cheeks
  const cheekY = c.eyes.y + 26 - (smiling ? 2 : 0);
  out += `<ellipse cx="${n(CX - w * 0.55)}" cy="${n(cheekY)}" rx="14" ry="9" fill="url(#blush)"/><ellipse cx="${n(CX + w * 0.55)}" cy="${n(cheekY)}" rx="14" ry="9" fill="url(#blush)"/>`;
  // nasolabial folds when smiling or with age
  if (smiling || c.ageing >= 1) {
    const o = (photo.expression === 'grin' || photo.expression === 'laugh' ? 0.12 : 0.05) + c.ageing * 0.09;
    for (const side of [-1, 1]) {
      out += `<path d="${d`M${CX + side * (c.nose.width + 5)} ${tip - 1} Q${CX + side * (c.mouth.width + 8)} ${my - 6} ${CX + side * (c.mouth.width + 6)} ${my + 6}`}" stroke="${p.skinShadow}" stroke-width="1.4" fill="none" opacity="${n2(o)}" stroke-linecap="round"/>`;
    }
  }
  if (c.ageing >= 2) {
    out += `<path d="${d`M${CX - 22} 130 Q${CX} 125 ${CX + 22} 130 M${CX - 18} 138 Q${CX} 134 ${CX + 18} 138`}" stroke="${p.skinShadow}" stroke-width="1" fill="none" opacity="${c.ageing >= 3 ? 0.45 : 0.3}"/>`;
  }
  if (c.freckles) {
    let state = c.seed;
    for (let i = 0; i < 26; i++) {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      const side = i % 2 === 0 ? -1 : 1;
      const x = CX + side * (6 + ((state >> 8) % 34));
      const y = c.eyes.y + 10 + ((state >> 16) % 20);
      out += `<circle cx="${x}" cy="${y}" r="${n(0.8 + ((state >> 4) % 10) / 10)}" fill="${mix(c.skin, '#7a3a1a', 0.4)}" opacity="0.6"/>`;
    }
  }
  if (c.mole) out += `<circle cx="${n(CX + c.mole.x)}" cy="${n(c.eyes.y + c.mole.y)}" r="1.5" fill="${mix(c.skin, '#2a140c', 0.6)}"/>`;
  return out;
}

function beard(c: PortraitCharacter): string {
  if (c.beard === 'none') return '';
  const { width: w, jaw: j, jawY, chinY } = c.face;
  const colour = c.subject.hair === 'other' ? c.browColour : c.subject.hair === 'blond' ? mix(c.hairColour, '#6a4a2a', 0.25) : c.hairColour;
  const tip = noseTipY(c);
  const my = mouthY(c);
  const mw = c.mouth.width;
  const moustache = `<path d="${d`M${CX - mw - 4} ${my + 1} C${CX - mw - 2} ${tip + 3} ${CX - 6} ${tip + 3} ${CX} ${tip + 6} C${CX + 6} ${tip + 3} ${CX + mw + 2} ${tip + 3} ${CX + mw + 4} ${my + 1} C${CX + mw - 2} ${my - 5} ${CX + 8} ${my - 6} ${CX} ${my - 4} C${CX - 8} ${my - 6} ${CX - mw + 2} ${my - 5} ${CX - mw - 4} ${my + 1}Z`}" fill="${colour}"/>`;
  const extend = c.beard === 'full' ? 14 : 5;
  const jawline = d`M${CX - w - 1} ${172}
    C${CX - w} ${196} ${CX - j - 8} ${jawY - 18} ${CX - j} ${jawY}
    C${CX - j + 6} ${jawY + 20 + extend * 0.5} ${CX - 22} ${chinY + extend} ${CX} ${chinY + extend}
    C${CX + 22} ${chinY + extend} ${CX + j - 6} ${jawY + 20 + extend * 0.5} ${CX + j} ${jawY}
    C${CX + j + 8} ${jawY - 18} ${CX + w} ${196} ${CX + w + 1} ${172}
    L${CX + w - 5} ${172} C${CX + w - 6} ${200} ${CX + mw + 12} ${tip} ${CX + mw + 4} ${my - 2}
    C${CX + mw + 2} ${my + 12} ${CX + 10} ${my + 13} ${CX} ${my + 13}
    C${CX - 10} ${my + 13} ${CX - mw - 2} ${my + 12} ${CX - mw - 4} ${my - 2}
    C${CX - mw - 12} ${tip} ${CX - w + 6} ${200} ${CX - w + 5} ${172}Z`;
  switch (c.beard) {
    case 'stubble':
      return (
        `<path d="${jawline}" fill="${colour}" opacity="0.17"/><path d="${jawline}" fill="url(#stubble)" opacity="0.3"/>` +
        moustache.replace('fill=', 'opacity="0.25" fill=')
      );
    case 'short':
      return `<path d="${jawline}" fill="${colour}" opacity="0.88"/>${moustache}`;
    case 'full':
      return `<path d="${jawline}" fill="${colour}"/><path d="${jawline}" fill="url(#stubble)" opacity="0.35"/>${moustache}`;
    case 'moustache':
      return moustache;
    case 'goatee':
      return `${moustache}<path d="${d`M${CX - mw - 3} ${my} C${CX - mw - 2} ${chinY - 4} ${CX - 10} ${chinY + 6} ${CX} ${chinY + 6} C${CX + 10} ${chinY + 6} ${CX + mw + 2} ${chinY - 4} ${CX + mw + 3} ${my} C${CX + mw} ${my + 12} ${CX + 8} ${my + 12} ${CX} ${my + 12} C${CX - 8} ${my + 12} ${CX - mw} ${my + 12} ${CX - mw - 3} ${my}Z`}" fill="${colour}"/>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Hair: `back` is drawn behind the body, `front` over the face.

interface HairLayers {
  back: string;
  /** Over the shoulders but behind the head (a ponytail brought forward). */
  mid?: string;
  front: string;
}

function strands(paths: readonly string[], colour: string, width: number, opacity: number): string {
  return paths
    .map((path) => `<path d="${path}" stroke="${colour}" stroke-width="${width}" fill="none" opacity="${opacity}" stroke-linecap="round"/>`)
    .join('');
}

function curlCloud(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  size: number,
  fill: string,
  seed: number,
  from = 0,
  to = Math.PI * 2,
): string {
  let out = '';
  let state = seed >>> 0;
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const angle = from + (i / count) * (to - from);
    const jitter = ((state >> 10) % 100) / 100;
    out += `<circle cx="${n(cx + Math.cos(angle) * rx)}" cy="${n(cy + Math.sin(angle) * ry)}" r="${n(size * (0.8 + jitter * 0.4))}" fill="${fill}"/>`;
  }
  return out;
}

/**
 * Short hair seen from the front: a slightly uneven top, temples a little recessed, a scalloped
 * hairline and sideburns down to the middle of the ear.
 */
function shortHair(w: number, hairline: number, volume: number, seed: number): string {
  const L = CX - w;
  const R = CX + w;
  const top = HEAD_TOP - volume;
  const bump = (i: number) => ((seed >> (i * 3)) & 7) - 3.5;
  let hairlineEdge = '';
  const points = 6;
  for (let i = 1; i <= points; i++) {
    const x = CX + w * 0.62 - (i / points) * w * 1.24;
    const y = hairline + Math.abs(i - points / 2) * 0.6 + (i % 2 === 0 ? 1.5 : 0);
    hairlineEdge += ` Q${n(x + w * 0.1)} ${n(y + 4)} ${n(x)} ${n(y)}`;
  }
  return (
    d`M${L - 2} 190 C${L - 7} 160 ${L - 8} ${HEAD_TOP + 16} ${CX - w * 0.6} ${top + 12 + bump(1)}
      Q${CX - w * 0.3} ${top + bump(2)} ${CX} ${top + 1}
      Q${CX + w * 0.3} ${top + bump(3)} ${CX + w * 0.6} ${top + 12 + bump(4)}
      C${R + 8} ${HEAD_TOP + 16} ${R + 7} 160 ${R + 2} 190
      L${R - 3} 190 L${R - 4} ${hairline + 22} Q${R - 6} ${hairline + 8} ${R - 12} ${hairline + 6}
      Q${CX + w * 0.7} ${hairline + 2} ${CX + w * 0.62} ${hairline}` +
    hairlineEdge +
    d` Q${CX - w * 0.7} ${hairline + 2} ${L + 12} ${hairline + 6} Q${L + 6} ${hairline + 8} ${L + 4} ${hairline + 22} L${L + 3} 190Z`
  );
}

function hair(c: PortraitCharacter, p: Palette, hat: boolean): HairLayers {
  const w = c.face.width;
  const L = CX - w;
  const R = CX + w;
  const top = HEAD_TOP;
  const fill = (path: string, colour = p.hair) => `<path d="${path}" fill="${colour}"/>`;
  const cap = (hairline: number, volume: number) =>
    d`M${L - 3} 182 C${L - 8} ${top + 20} ${CX - w * 0.6} ${top - volume} ${CX} ${top - volume}
      C${CX + w * 0.6} ${top - volume} ${R + 8} ${top + 20} ${R + 3} 182
      L${R - 2} 182 C${R - 2} ${hairline + 22} ${R - 10} ${hairline + 4} ${CX + w * 0.5} ${hairline}
      Q${CX} ${hairline - 5} ${CX - w * 0.5} ${hairline}
      C${L + 10} ${hairline + 4} ${L + 2} ${hairline + 22} ${L + 2} 182Z`;
  const sheen = (y: number, spread: number) =>
    `<path d="${d`M${CX - spread} ${y + 8} Q${CX} ${y - 2} ${CX + spread} ${y + 8}`}" stroke="${p.hairLight}" stroke-width="4" fill="none" opacity="0.3" stroke-linecap="round"/>`;
  const partedSheen = (part: number) =>
    `<path d="${d`M${part + 8} ${top + 6} Q${part + w * 0.55} ${top + 4} ${R + 6} ${top + 30} M${part - 8} ${top + 6} Q${part - w * 0.55} ${top + 4} ${L - 6} ${top + 30}`}" stroke="${p.hairLight}" stroke-width="4" fill="none" opacity="0.28" stroke-linecap="round"/>`;

  switch (c.hairstyle) {
    case 'long-straight':
    case 'long-wavy':
    case 'side-swept': {
      const wavy = c.hairstyle === 'long-wavy';
      const part = c.hairstyle === 'long-straight' ? CX : CX - 18;
      const length = 340 + (c.seed % 30);
      const edge = (x: number, y: number, side: number) =>
        wavy ? `Q${n(x + side * 10)} ${n(y - 25)} ${n(x)} ${n(y)}` : `L${n(x)} ${n(y)}`;
      const back =
        d`M${CX} ${top - 4} C${R + 24} ${top - 4} ${R + 24} 150 ${R + 22} 205` +
        ` ${edge(R + 32, length - 60, 1)} ${edge(R + 30, length, -1)} ` +
        d`Q${CX} ${length + 12} ${L - 30} ${length}` +
        ` ${edge(L - 32, length - 60, 1)} ${edge(L - 22, 205, -1)} ` +
        d`C${L - 24} 150 ${L - 24} ${top - 4} ${CX} ${top - 4}Z`;
      const rightSweep = c.hairstyle === 'side-swept';
      // The curtains meet at the parting, a line down to the hairline, then frame the face.
      const frontRight = d`M${part} ${top + 4} L${part} ${rightSweep ? 112 : 115} Q${part + w * 0.45} ${rightSweep ? 116 : 114} ${R - 8} ${rightSweep ? 140 : 128} C${R - 3} ${rightSweep ? 150 : 138} ${R - 3} 150 ${R - 3} ${rightSweep ? 178 : 168}
        C${R + 1} 210 ${R + 4} 260 ${R + 8} ${length - 14}
        L${R + 28} ${length - 20} C${R + 26} 250 ${R + 24} 160 ${R + 18} 116
        C${R + 8} ${top - 4} ${part + 24} ${top - 7} ${part} ${top + 4}Z`;
      const frontLeft = rightSweep
        ? d`M${part + 2} ${top + 4} L${part + 2} 112 C${part - 6} 116 ${L + 22} 118 ${L + 4} 150 C${L + 1} 170 ${L} 200 ${L} 240 L${L - 14} 260 C${L - 24} 200 ${L - 24} 140 ${L - 16} 112 C${L - 6} ${top - 4} ${part - 24} ${top - 7} ${part + 2} ${top + 4}Z`
        : d`M${part} ${top + 4} L${part} 115 Q${part - w * 0.45} 114 ${L + 8} 128 C${L + 3} 138 ${L + 3} 150 ${L + 3} 168
        C${L - 1} 210 ${L - 4} 260 ${L - 8} ${length - 14}
        L${L - 28} ${length - 20} C${L - 26} 250 ${L - 24} 160 ${L - 18} 116
        C${L - 8} ${top - 4} ${part - 24} ${top - 7} ${part} ${top + 4}Z`;
      const lines = [
        d`M${part + 8} ${top + 2} C${R} ${top + 6} ${R + 12} 150 ${R + 14} ${length - 30}`,
        d`M${part - 8} ${top + 2} C${L} ${top + 6} ${L - 12} 150 ${L - 14} ${length - 30}`,
        d`M${part + 16} ${top} C${R + 8} ${top + 8} ${R + 20} 170 ${R + 22} ${length - 60}`,
        d`M${part - 16} ${top} C${L - 8} ${top + 8} ${L - 20} 170 ${L - 22} ${length - 60}`,
      ];
      return {
        back: fill(back, p.hairShade),
        front: fill(frontRight) + fill(frontLeft) + strands(lines, p.hairShade, 1.3, 0.45) + partedSheen(part),
      };
    }
    case 'bob': {
      const back = d`M${CX} ${top - 6} C${R + 28} ${top - 6} ${R + 22} 150 ${R + 18} 200 C${R + 18} 230 ${R + 22} 250 ${R + 26} 262 Q${CX} 272 ${L - 26} 262 C${L - 22} 250 ${L - 18} 230 ${L - 18} 200 C${L - 22} 150 ${L - 28} ${top - 6} ${CX} ${top - 6}Z`;
      const front = d`M${L - 10} 250 C${L - 22} 200 ${L - 20} 120 ${L + 10} ${top + 8} C${CX - 20} ${top - 10} ${CX + 30} ${top - 10} ${R - 8} ${top + 10}
        C${R + 22} 120 ${R + 22} 200 ${R + 12} 256 L${R - 2} 250 C${R + 2} 210 ${R} 170 ${R - 6} 146
        C${CX + 20} 128 ${CX - 10} 146 ${L + 14} 140 C${L + 2} 170 ${L} 210 ${L + 2} 250Z`;
      return {
        back: fill(back, p.hairShade),
        front:
          fill(front) +
          strands(
            [d`M${CX - 30} 132 Q${CX - 10} 118 ${CX + 10} 124`, d`M${R + 4} 150 Q${R + 10} 200 ${R + 8} 246`],
            p.hairShade,
            1.2,
            0.5,
          ) +
          sheen(top + 8, w * 0.45),
      };
    }
    case 'pixie': {
      const front = cap(124, 8) + '';
      const fringe = d`M${L + 2} 150 C${L + 10} ${top + 20} ${CX + 10} ${top + 6} ${R + 2} 140 C${R - 12} 132 ${CX + 20} 126 ${CX - 10} 140 C${CX - 30} 148 ${L + 12} 150 ${L + 2} 150Z`;
      return {
        back: '',
        front:
          fill(front) +
          fill(fringe) +
          strands([d`M${CX - 20} 110 Q${CX + 10} 104 ${R - 6} 130`], p.hairShade, 1.4, 0.5) +
          sheen(top, w * 0.4),
      };
    }
    case 'bun':
    case 'ponytail': {
      // Hair pulled back: volume on top, a soft parting, strands swept toward the back.
      const bun =
        c.hairstyle === 'bun' && !hat
          ? `<circle cx="${CX}" cy="${top - 12}" r="23" fill="${p.hair}"/><path d="${d`M${CX - 14} ${top - 18} Q${CX} ${top - 28} ${CX + 14} ${top - 16} M${CX - 16} ${top - 8} Q${CX} ${top - 18} ${CX + 16} ${top - 6}`}" stroke="${p.hairShade}" stroke-width="1.3" fill="none" opacity="0.6"/>`
          : '';
      const tail =
        c.hairstyle === 'ponytail'
          ? fill(
              d`M${R - 16} 226 C${R + 8} 236 ${R + 20} 282 ${R + 14} 332 C${R + 12} 348 ${R + 2} 354 ${R - 3} 342 C${R + 3} 302 ${R - 4} 264 ${R - 26} 242Z`,
            ) +
            strands(
              [d`M${R - 8} 240 C${R + 8} 262 ${R + 12} 300 ${R + 7} 338`, d`M${R - 14} 242 C${R} 266 ${R + 4} 300 ${R + 1} 334`],
              p.hairShade,
              1.1,
              0.55,
            )
          : '';
      const swept = [
        d`M${CX - 4} 114 Q${CX - 30} 100 ${L - 1} 150`,
        d`M${CX + 4} 114 Q${CX + 30} 100 ${R + 1} 150`,
        d`M${CX - 14} ${top + 2} Q${L + 4} ${top + 10} ${L - 3} 140`,
        d`M${CX + 14} ${top + 2} Q${R - 4} ${top + 10} ${R + 3} 140`,
      ];
      return { back: '', mid: tail, front: bun + fill(cap(120, 10)) + strands(swept, p.hairShade, 1.2, 0.45) + sheen(top, w * 0.45) };
    }
    case 'curls':
    case 'afro': {
      const big = c.hairstyle === 'curls';
      const rx = w + (big ? 26 : 20);
      const cy = big ? 150 : 126;
      const ry = big ? 78 : 56;
      const mass = `<ellipse cx="${CX}" cy="${cy}" rx="${n(rx)}" ry="${n(ry)}" fill="${p.hair}"/>`;
      const cloud = curlCloud(CX, cy, rx, ry, 26, big ? 14 : 12, p.hair, c.seed);
      const texture =
        `<g opacity="0.35">${curlCloud(CX, cy - 6, rx * 0.72, ry * 0.62, 20, 4, p.hairShade, c.seed + 7)}${curlCloud(CX, cy - 4, rx * 0.45, ry * 0.4, 14, 3.5, p.hairShade, c.seed + 8)}</g>` +
        `<g opacity="0.3">${curlCloud(CX, cy - 12, rx * 0.86, ry * 0.82, 26, 2.6, p.hairLight, c.seed + 3)}</g>`;
      // Over the skull down to the hairline, with curls along its edge.
      const hairlineY = big ? 122 : 120;
      const skull = fill(cap(hairlineY, 6));
      const edge = curlCloud(CX, hairlineY + 22, w * 0.9, 26, 15, 6.5, p.hair, c.seed + 11, Math.PI * 1.04, Math.PI * 1.96);
      const crown = `<g opacity="0.3">${curlCloud(CX, HEAD_TOP + 16, w * 0.6, 12, 12, 3, p.hairLight, c.seed + 13)}</g>`;
      const backOnly = big ? `<ellipse cx="${CX}" cy="${cy + 60}" rx="${n(rx - 6)}" ry="50" fill="${p.hairShade}"/>` : '';
      return { back: backOnly + mass + cloud + texture, front: skull + edge + crown };
    }
    case 'braids': {
      let back = fill(
        d`M${CX} ${top - 6} C${R + 28} ${top - 6} ${R + 24} 150 ${R + 22} 205 L${R + 26} 380 L${L - 26} 380 L${L - 22} 205 C${L - 24} 150 ${L - 28} ${top - 6} ${CX} ${top - 6}Z`,
        p.hairShade,
      );
      for (let x = L - 20; x <= R + 20; x += 9)
        back += `<path d="${d`M${x} 210 L${x + 1} 378`}" stroke="${p.hair}" stroke-width="6" stroke-linecap="round"/>`;
      let front = fill(cap(120, 6));
      for (const side of [-1, 1]) {
        for (let k = 0; k < 3; k++) {
          const x = CX + side * (w + 4 + k * 8);
          front += `<path d="${d`M${x - side * 4} 140 C${x + side * 2} 200 ${x} 280 ${x + side * 4} 352`}" stroke="${p.hair}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
          front += `<path d="${d`M${x - side * 4} 140 C${x + side * 2} 200 ${x} 280 ${x + side * 4} 352`}" stroke="${p.hairShade}" stroke-width="7" stroke-dasharray="2 5" fill="none" opacity="0.6"/>`;
        }
      }
      front += strands([d`M${CX} ${top} L${CX} 122`], p.hairShade, 1.4, 0.6);
      return { back, front };
    }
    case 'crop':
    case 'side-part':
    case 'quiff':
    case 'swept-back': {
      const volume = { crop: 9, 'side-part': 13, quiff: 16, 'swept-back': 12 }[c.hairstyle];
      const hairline = { crop: 122, 'side-part': 120, quiff: 120, 'swept-back': 116 }[c.hairstyle];
      let front = fill(shortHair(w, hairline, volume, c.seed));
      if (c.hairstyle === 'quiff')
        front += fill(
          d`M${CX - w * 0.75} ${hairline + 4} C${CX - w * 0.8} ${top - 20} ${CX - 10} ${top - 30} ${CX + w * 0.4} ${top - 24} C${CX + w * 0.9} ${top - 18} ${CX + w * 0.9} ${hairline - 10} ${CX + w * 0.6} ${hairline + 2} Q${CX} ${hairline - 6} ${CX - w * 0.75} ${hairline + 4}Z`,
        );
      if (c.hairstyle === 'side-part')
        front +=
          fill(
            d`M${CX - 22} ${hairline - 2} C${CX - 4} ${hairline - 16} ${R - 10} ${hairline - 10} ${R - 3} ${hairline + 16} C${R - 12} ${hairline + 2} ${CX} ${hairline + 2} ${CX - 22} ${hairline - 2}Z`,
          ) + strands([d`M${CX - 24} ${top - 8} Q${CX - 23} ${top + 14} ${CX - 22} ${hairline - 4}`], p.hairShade, 1.6, 0.7);
      const flow =
        c.hairstyle === 'swept-back'
          ? [-28, -14, 0, 14, 28].map(
              (x) => d`M${CX + x} ${hairline - 1} Q${CX + x * 1.1} ${top + 10} ${CX + x * 1.2} ${top - volume + 16}`,
            )
          : c.hairstyle === 'quiff'
            ? [-20, -5, 10, 25].map((x) => d`M${CX + x - 10} ${hairline - 2} Q${CX + x - 6} ${top - 10} ${CX + x + 6} ${top - 16}`)
            : [-28, -12, 4, 20, 34].map((x) => d`M${CX + x} ${hairline + 1} q${2} -10 ${6} -16`);
      return {
        back: '',
        front:
          front +
          strands(flow, p.hairShade, 1.3, 0.5) +
          strands(flow.slice(1, 3), p.hairLight, 1, 0.35) +
          sheen(top - volume + 12, w * 0.4),
      };
    }
    case 'buzz':
      return {
        back: '',
        front: `<path d="${cap(122, 2)}" fill="${p.hair}" opacity="0.92"/><path d="${cap(122, 2)}" fill="url(#stubble)" opacity="0.4"/>`,
      };
    case 'curly-top': {
      const base = fill(cap(122, 14));
      const curls =
        curlCloud(CX, top + 2, w * 0.82, 14, 22, 9, p.hair, c.seed) +
        `<g opacity="0.4">${curlCloud(CX, top + 10, w * 0.6, 12, 16, 3.2, p.hairShade, c.seed + 5)}</g><g opacity="0.5">${curlCloud(CX, top + 4, w * 0.7, 10, 14, 2.2, p.hairLight, c.seed + 9)}</g>`;
      return { back: '', front: base + curls };
    }
    case 'shaved':
      return {
        back: '',
        front: `<path d="${cap(120, 1)}" fill="${p.hair}" opacity="0.3"/><ellipse cx="${n(CX - w * 0.2)}" cy="${top + 14}" rx="${n(w * 0.4)}" ry="9" fill="#ffffff" opacity="0.16"/>`,
      };
    case 'receding': {
      const sides = d`M${L - 3} 186 C${L - 8} 150 ${L - 4} 120 ${L + 10} 112 L${L + 14} 132 C${L + 4} 146 ${L + 2} 170 ${L + 2} 186Z M${R + 3} 186 C${R + 8} 150 ${R + 4} 120 ${R - 10} 112 L${R - 14} 132 C${R - 4} 146 ${R - 2} 170 ${R - 2} 186Z`;
      return {
        back: '',
        front:
          `<path d="${cap(112, 1)}" fill="${p.hair}" opacity="0.22"/>` +
          fill(sides) +
          `<ellipse cx="${n(CX - w * 0.2)}" cy="${top + 14}" rx="${n(w * 0.4)}" ry="9" fill="#ffffff" opacity="0.16"/>`,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Body and clothes

function bodySvg(c: PortraitCharacter, p: Palette, photo: PortraitPhoto): string {
  const N = c.neck;
  const S = c.shoulders;
  const clothes = photo.clothes;
  const clothesDark = mix(clothes, '#000000', 0.22);
  const clothesLight = mix(clothes, '#ffffff', 0.2);
  const neck = d`M${CX - N} 200 L${CX - N} 280 C${CX - N} 292 ${CX - N - 10} 296 ${CX - N - 30} 298 L${CX + N + 30} 298 C${CX + N + 10} 296 ${CX + N} 292 ${CX + N} 280 L${CX + N} 200Z`;
  const torso = d`M${CX - N - 30} 296 C${CX - S + 24} 300 ${CX - S} 312 ${CX - S - 4} 350 L${CX - S - 10} 520 L${CX + S + 10} 520 L${CX + S + 4} 350 C${CX + S} 312 ${CX + S - 24} 300 ${CX + N + 30} 296Z`;
  const outer = d`C${CX + N + 20} 295 ${CX + S - 22} 300 ${CX + S - 2} 318 C${CX + S + 4} 328 ${CX + S + 6} 345 ${CX + S + 6} 360 L${CX + S + 14} 520 L${CX - S - 14} 520 L${CX - S - 6} 360 C${CX - S - 6} 345 ${CX - S - 4} 328 ${CX - S + 2} 318 C${CX - S + 22} 300 ${CX - N - 20} 295`;
  const start = (x: number, y: number) => d`M${x} ${y}`;
  const a = CX - N - 6;
  const b = CX + N + 6;
  const necklines: Record<string, string> = {
    crew: d`C${CX - N} 312 ${CX + N} 312 ${b} 292`,
    vee: d`L${CX} 336 L${b} 292`,
    scoop: d`C${CX - N - 2} 342 ${CX + N + 2} 342 ${b} 292`,
    high: d`L${CX - N - 1} 262 Q${CX} 268 ${CX + N + 1} 262 L${b} 292`,
  };
  const cloth = (neckline: string, colour = clothes) => `<path d="${start(a, 292)} ${neckline} ${outer} ${n(a)} 292Z" fill="${colour}"/>`;
  let out = `<path d="${neck}" fill="${p.skin}"/><path d="${neck}" fill="url(#neckShade)"/><path d="${torso}" fill="${p.skin}"/>`;
  // the shadow the head casts on the neck
  out += `<path d="${d`M${CX - N - 2} ${c.face.jawY - 4} Q${CX} ${c.face.chinY + 26} ${CX + N + 2} ${c.face.jawY - 4} L${CX + N} 200 L${CX - N} 200Z`}" fill="${p.skinShadow}" opacity="0.55"/>`;
  switch (photo.outfit) {
    case 'crew':
      out +=
        cloth(necklines.crew!) +
        `<path d="${d`M${a} 292 C${CX - N} 312 ${CX + N} 312 ${b} 292`}" stroke="${clothesDark}" stroke-width="3" fill="none"/>`;
      break;
    case 'v-neck':
      out +=
        cloth(necklines.vee!) +
        `<path d="${d`M${a} 292 L${CX} 336 L${b} 292`}" stroke="${clothesDark}" stroke-width="3" fill="none" stroke-linejoin="round"/>`;
      break;
    case 'scoop':
      out += cloth(necklines.scoop!);
      break;
    case 'sweater':
      out +=
        cloth(necklines.crew!) +
        `<path d="${d`M${a} 291 C${CX - N} 314 ${CX + N} 314 ${b} 291`}" stroke="${clothesDark}" stroke-width="6" fill="none"/>`;
      for (let y = 372; y < 420; y += 12)
        out += `<path d="M${n(CX - S)} ${y} ${Array.from({ length: 20 }, (_, i) => `l${n(S / 10)} ${i % 2 === 0 ? 5 : -5}`).join(' ')}" stroke="${photo.accent}" stroke-width="2.5" fill="none" opacity="0.6"/>`;
      break;
    case 'turtleneck':
      out +=
        cloth(necklines.high!) +
        strands(
          [d`M${CX - N + 2} 272 Q${CX} 278 ${CX + N - 2} 272`, d`M${CX - N + 1} 282 Q${CX} 288 ${CX + N - 1} 282`],
          clothesDark,
          1.6,
          0.6,
        );
      break;
    case 'hoodie':
      out += `<path d="${d`M${a - 14} 300 C${a - 10} 268 ${b + 10} 268 ${b + 14} 300 Z`}" fill="${clothesDark}"/>`;
      out +=
        cloth(necklines.crew!) +
        `<path d="${d`M${a - 4} 296 C${CX - N} 322 ${CX + N} 322 ${b + 4} 296`}" stroke="${clothesDark}" stroke-width="7" fill="none"/>`;
      out += `<path d="${d`M${CX - 9} 314 L${CX - 11} 360 M${CX + 9} 314 L${CX + 11} 360`}" stroke="${photo.accent}" stroke-width="2.2" stroke-linecap="round"/>`;
      break;
    case 'shirt': {
      out += cloth(necklines.vee!);
      out += `<path d="${d`M${a + 2} 286 L${a - 14} 318 L${CX - 3} 334 Z M${b - 2} 286 L${b + 14} 318 L${CX + 3} 334 Z`}" fill="${clothesLight}" stroke="${clothesDark}" stroke-width="1.2" stroke-linejoin="round"/>`;
      for (let y = 350; y < 420; y += 22) out += `<circle cx="${CX}" cy="${y}" r="2" fill="${clothesDark}"/>`;
      break;
    }
    case 'blazer': {
      out += cloth(necklines.crew!, photo.accent);
      const left = d`M${a} 292 L${CX - 4} 420 L${CX - 4} 520 L${CX - S - 14} 520 L${CX - S - 6} 360 C${CX - S - 6} 345 ${CX - S - 4} 328 ${CX - S + 2} 318 C${CX - S + 22} 300 ${CX - N - 20} 295 ${a} 292Z`;
      const right = d`M${b} 292 L${CX + 4} 420 L${CX + 4} 520 L${CX + S + 14} 520 L${CX + S + 6} 360 C${CX + S + 6} 345 ${CX + S + 4} 328 ${CX + S - 2} 318 C${CX + S - 22} 300 ${CX + N + 20} 295 ${b} 292Z`;
      out += `<path d="${left}" fill="${clothes}"/><path d="${right}" fill="${clothes}"/>`;
      out += `<path d="${d`M${a} 292 L${a - 16} 330 L${CX - 12} 392 Z M${b} 292 L${b + 16} 330 L${CX + 12} 392 Z`}" fill="${clothesDark}" opacity="0.7"/>`;
      break;
    }
    case 'tank': {
      const top = d`M${CX - S + 6} 352 C${CX - S + 10} 330 ${CX - N - 22} 326 ${CX - N - 14} 300 L${CX - N - 8} 300 C${CX - N} 336 ${CX - 8} 346 ${CX} 346 C${CX + 8} 346 ${CX + N} 336 ${CX + N + 8} 300 L${CX + N + 14} 300 C${CX + N + 22} 326 ${CX + S - 10} 330 ${CX + S - 6} 352 L${CX + S + 12} 520 L${CX - S - 12} 520Z`;
      out += `<path d="${top}" fill="${clothes}"/>`;
      break;
    }
  }
  // shading on the side away from the light, and under the arms
  out += `<path d="${torso}" fill="url(#bodyShade)"/>`;
  if (photo.necklace && photo.outfit !== 'turtleneck' && photo.outfit !== 'hoodie') {
    const depth = photo.outfit === 'crew' || photo.outfit === 'sweater' || photo.outfit === 'blazer' ? 306 : 320;
    out += `<path d="${d`M${CX - N - 1} 282 Q${CX} ${depth + 14} ${CX + N + 1} 282`}" stroke="#e0bd5a" stroke-width="1.1" fill="none"/><circle cx="${CX}" cy="${n(depth + 6)}" r="3" fill="#e0bd5a"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Accessories

function glassesSvg(c: PortraitCharacter, photo: PortraitPhoto): string {
  if (photo.glasses === 'none') return '';
  const { y, spacing, width: w } = c.eyes;
  const sun = photo.glasses === 'sunglasses';
  const style = sun ? (c.seed % 2 === 0 ? 'square' : 'round') : (c.glasses?.style ?? 'square');
  const colour = sun ? '#1d1d1f' : (c.glasses?.colour ?? '#222222');
  const lens = sun ? `fill="url(#sunLens)"` : `fill="#ffffff" fill-opacity="0.1"`;
  let out = '';
  for (const side of [-1, 1]) {
    const x = CX + side * spacing;
    if (style === 'round') out += `<circle cx="${n(x)}" cy="${n(y + 1)}" r="${n(w + 4)}" ${lens} stroke="${colour}" stroke-width="2.4"/>`;
    else if (style === 'square')
      out += `<rect x="${n(x - w - 5)}" y="${n(y - 9)}" width="${n(2 * w + 10)}" height="20" rx="5" ${lens} stroke="${colour}" stroke-width="2.6"/>`;
    else
      out += `<path d="${d`M${x - side * (w + 4)} ${y - 6} Q${x} ${y - 10} ${x + side * (w + 7)} ${y - 11} Q${x + side * (w + 6)} ${y + 10} ${x} ${y + 10} Q${x - side * (w + 5)} ${y + 10} ${x - side * (w + 4)} ${y - 6}Z`}" ${lens} stroke="${colour}" stroke-width="2.6" stroke-linejoin="round"/>`;
    out += `<path d="${d`M${x + side * (w + 5)} ${y - 4} L${CX + side * (c.face.width + 2)} ${y - 6}`}" stroke="${colour}" stroke-width="2.4"/>`;
    if (!sun) out += `<path d="${d`M${x - 4} ${y - 5} l5 -3`}" stroke="#ffffff" stroke-width="1.6" opacity="0.55" stroke-linecap="round"/>`;
  }
  out += `<path d="${d`M${CX - spacing + w + 4} ${y - 2} Q${CX} ${y - 7} ${CX + spacing - w - 4} ${y - 2}`}" stroke="${colour}" stroke-width="2.2" fill="none"/>`;
  return out;
}

function hatSvg(c: PortraitCharacter, photo: PortraitPhoto): string {
  const w = c.face.width;
  const colour = photo.hatColour;
  const dark = mix(colour, '#000000', 0.2);
  switch (photo.hat) {
    case 'none':
      return '';
    case 'beanie':
      return (
        `<path d="${d`M${CX - w - 8} 132 C${CX - w - 10} ${HEAD_TOP - 42} ${CX + w + 10} ${HEAD_TOP - 42} ${CX + w + 8} 132Z`}" fill="${colour}"/><rect x="${n(CX - w - 10)}" y="118" width="${n(2 * w + 20)}" height="20" rx="8" fill="${dark}"/>` +
        strands(
          Array.from({ length: 9 }, (_, i) => d`M${CX - w + i * w * 0.25} 120 l0 16`),
          mix(dark, '#000000', 0.2),
          1,
          0.4,
        )
      );
    case 'cap':
      return `<path d="${d`M${CX - w - 6} 134 C${CX - w - 8} ${HEAD_TOP - 38} ${CX + w + 8} ${HEAD_TOP - 38} ${CX + w + 6} 134Z`}" fill="${colour}"/><path d="${d`M${CX - w - 4} 132 Q${CX} 122 ${CX + w + 4} 132 Q${CX + w + 2} 148 ${CX} 146 Q${CX - w - 2} 148 ${CX - w - 4} 132Z`}" fill="${dark}"/><circle cx="${CX}" cy="${HEAD_TOP - 14}" r="3" fill="${dark}"/>`;
    case 'sunhat':
      return `<ellipse cx="${CX}" cy="124" rx="${n(w + 46)}" ry="22" fill="${colour}"/><path d="${d`M${CX - w - 4} 126 C${CX - w - 4} ${HEAD_TOP - 42} ${CX + w + 4} ${HEAD_TOP - 42} ${CX + w + 4} 126Z`}" fill="${colour}"/><path d="${d`M${CX - w - 4} 118 Q${CX} 124 ${CX + w + 4} 118 L${CX + w + 4} 126 Q${CX} 132 ${CX - w - 4} 126Z`}" fill="${dark}"/>`;
  }
}

// ---------------------------------------------------------------------------------------------

/** Irregular dots for stubble and buzz cuts (a regular grid looks like a net). */
const STUBBLE_DOTS = [
  [1.2, 0.8, 0.55],
  [4.6, 1.9, 0.45],
  [7.8, 0.6, 0.5],
  [2.9, 3.7, 0.5],
  [6.2, 4.4, 0.6],
  [0.6, 6.1, 0.45],
  [3.8, 6.9, 0.55],
  [8.1, 7.2, 0.45],
  [5.3, 8.4, 0.4],
  [1.9, 8.8, 0.4],
  [8.6, 3.1, 0.4],
]
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#000000"/>`)
  .join('');

/** A photo in two layers: the (blurred) scene, and the person with the light over it. */
export interface PortraitLayers {
  background: string;
  /** Transparent where the scene shows through. */
  figure: string;
}

const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 400" width="${width}" height="${height}">${body}</svg>`;

/**
 * The photo's two layers as SVG documents of `width` × `height` pixels (drawn on a 320 × 400
 * canvas). The scene is blurred like a portrait lens's background, so it can be rasterised
 * small and enlarged (the blur is most of the cost at the large size).
 */
export function portraitLayers(c: PortraitCharacter, photo: PortraitPhoto, width: number, height: number): PortraitLayers {
  const p = palette(c, photo);
  const bg = background(photo, c.seed);
  // Big hair and buns stay uncovered (a hat would sit on top of them).
  const hatOn = photo.hat !== 'none' && !['curls', 'afro', 'bun', 'curly-top', 'quiff'].includes(c.hairstyle);
  const layers = hair(c, p, hatOn);
  const light = photo.light;
  const { scale, dx, dy, lean } = photo.frame;
  const frame = `translate(${n(CX + dx)} ${n(400 + dy)}) rotate(${n(lean)}) scale(${n2(scale)}) translate(-${CX} -400)`;
  const tilt = `rotate(${n(photo.headTilt)} ${CX} 270)`;
  const head = headPath(c);
  const shadowX = light < 0 ? ['0', '1'] : ['1', '0'];

  const backgroundDefs = `${bg.defs}<filter id="blur" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="3"/></filter>`;
  const defs = [
    `<radialGradient id="skinGrad" cx="${light < 0 ? 0.38 : 0.62}" cy="0.4" r="0.7"><stop offset="0" stop-color="${p.skinLight}"/><stop offset="0.55" stop-color="${p.skin}"/><stop offset="1" stop-color="${mix(p.skin, p.skinShadow, 0.5)}"/></radialGradient>`,
    `<linearGradient id="faceShade" x1="${shadowX[0]}" y1="0" x2="${shadowX[1]}" y2="0"><stop offset="0.5" stop-color="${p.skinDeep}" stop-opacity="0"/><stop offset="1" stop-color="${p.skinDeep}" stop-opacity="0.28"/></linearGradient>`,
    `<linearGradient id="neckShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skinDeep}" stop-opacity="0.35"/><stop offset="0.6" stop-color="${p.skinDeep}" stop-opacity="0.08"/><stop offset="1" stop-color="${p.skinDeep}" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="bodyShade" x1="${shadowX[0]}" y1="0" x2="${shadowX[1]}" y2="0"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient>`,
    `<radialGradient id="iris"><stop offset="0.35" stop-color="${mix(c.iris, '#ffffff', 0.15)}"/><stop offset="0.85" stop-color="${c.iris}"/><stop offset="1" stop-color="${mix(c.iris, '#000000', 0.5)}"/></radialGradient>`,
    `<radialGradient id="blush"><stop offset="0" stop-color="${p.blush}" stop-opacity="${c.subject.gender === 'woman' ? 0.32 : 0.16}"/><stop offset="1" stop-color="${p.blush}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="sunLens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#101014" stop-opacity="0.95"/><stop offset="1" stop-color="#3a3f4a" stop-opacity="0.85"/></linearGradient>`,
    `<pattern id="stubble" width="9" height="9" patternUnits="userSpaceOnUse">${STUBBLE_DOTS}</pattern>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></radialGradient>`,
  ].join('');

  const figure = [
    `<defs>${defs}</defs>`,
    `<g transform="${frame}">`,
    `<g transform="${tilt}">${layers.back}</g>`,
    `<g transform="translate(0 -8)">${bodySvg(c, p, photo)}</g>`,
    `<g transform="${tilt}">`,
    layers.mid ?? '',
    ears(c, p, photo),
    `<path d="${head}" fill="url(#skinGrad)"/><path d="${head}" fill="url(#faceShade)"/>`,
    faceDetails(c, p, photo),
    eyes(c, p, photo),
    brows(c, photo),
    nose(c, p, photo),
    beard(c),
    mouth(c, p, photo),
    layers.front,
    glassesSvg(c, photo),
    hatOn ? hatSvg(c, photo) : '',
    `</g></g>`,
    bg.tint,
    `<rect width="320" height="400" fill="url(#vignette)"/>`,
  ].join('');
  return {
    // The scene overflows the canvas a little, so the blur never fades its edges into nothing.
    background: svgDocument(
      width,
      height,
      `<defs>${backgroundDefs}</defs><g filter="url(#blur)"><g transform="translate(160 200) scale(1.08) translate(-160 -200)">${bg.body}</g></g>`,
    ),
    figure: svgDocument(width, height, figure),
  };
}

/** The photo as one SVG document of `width` × `height` pixels. */
export function portraitSvg(c: PortraitCharacter, photo: PortraitPhoto, width: number, height: number): string {
  const { background: scene, figure } = portraitLayers(c, photo, width, height);
  const inner = (document: string) => document.slice(document.indexOf('>') + 1, document.lastIndexOf('</svg>'));
  return svgDocument(width, height, inner(scene) + inner(figure));
}
