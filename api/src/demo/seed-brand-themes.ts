// The two demo brands' themes (issue 10): each looks like its own product, in light and dark.
// Every text colour meets WCAG AA on what it is drawn on (api/test/db/brand-themes.test.ts).
// Fonts are system stacks: nothing is downloaded before the first paint.
import type { BrandTheme } from '@heartline/contracts/schemas';

const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Heartline: warm and romantic. Rose and coral on blush, rounded type and pill buttons, a chat bubble holding a heart. */
export const HEARTLINE_THEME: BrandTheme = {
  palette: {
    light: {
      bg: '#fff7f5', surface: '#ffffff', surfaceAlt: '#fbecee', text: '#2a1a22', muted: '#6b5560', border: '#efdbe0',
      borderStrong: '#8e7480', primary: '#c2185b', primaryStrong: '#99104a', onPrimary: '#ffffff',
      primarySoft: '#fde4ec', onPrimarySoft: '#8a0f42', accent: '#ff7a59', onAccent: '#3a0e04', danger: '#b3261e',
      onDanger: '#ffffff', dangerSoft: '#fde7e5', success: '#1b6e3a', successSoft: '#e6f4ea', warningSoft: '#ffecc2',
      onWarningSoft: '#4a3200', infoSoft: '#e3efff', onInfoSoft: '#0d3f75', focusRing: '#1f5fbf', inverse: '#2a1520',
      onInverse: '#f8e9ee', heroStart: '#7a0f3a', heroEnd: '#c63a5a', onHero: '#ffffff', shadow: '#5a1030',
    },
    dark: {
      bg: '#1a1013', surface: '#26181e', surfaceAlt: '#311f27', text: '#f8eaee', muted: '#c9afba', border: '#43303a',
      borderStrong: '#94798a', primary: '#ff7fa6', primaryStrong: '#ffa3c0', onPrimary: '#2b0614',
      primarySoft: '#4d1c2f', onPrimarySoft: '#ffd3e0', accent: '#ff9a7c', onAccent: '#2b0c04', danger: '#ff8a80',
      onDanger: '#2b0604', dangerSoft: '#4a1c1a', success: '#7fd69c', successSoft: '#173525', warningSoft: '#4a3a12',
      onWarningSoft: '#ffe2a0', infoSoft: '#172d4a', onInfoSoft: '#bcd8ff', focusRing: '#8ab4ff', inverse: '#0f080b',
      onInverse: '#f1dfe6', heroStart: '#3d0a1f', heroEnd: '#8a1a43', onHero: '#ffffff', shadow: '#000000',
    },
  },
  fonts: {
    body: SYSTEM_SANS,
    display: "ui-rounded, 'SF Pro Rounded', Nunito, 'Varela Round', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    displayWeight: 800,
  },
  shape: { control: 10, button: 999, card: 16 },
  logo: {
    mark: [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>',
      '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff8a5c"/>',
      '<stop offset="1" stop-color="#c2185b"/></linearGradient></defs>',
      '<path fill="url(#g)" d="M9 3h14a7 7 0 0 1 7 7v7a7 7 0 0 1-7 7h-8.5L8 29.5V24h0.5A7 7 0 0 1 2 17v-7a7 7 0 0 1 7-7Z"/>',
      '<path fill="#fff" d="M16 19.6s-5.6-3.4-5.6-7.1c0-1.8 1.3-3.1 2.9-3.1 1.2 0 2.1.6 2.7 1.6.6-1 1.5-1.6 2.7-1.6 1.6 0 2.9 1.3 2.9 3.1 0 3.7-5.6 7.1-5.6 7.1Z"/>',
      '</svg>',
    ].join(''),
    wordmark: { font: 'display', weight: 800, tracking: -0.02, uppercase: false, italic: false },
  },
};

/** Velvet Hour: nocturnal. Deep plum and velvet with gold, a serif in capitals, tailored corners, a crescent moon. */
export const VELVET_HOUR_THEME: BrandTheme = {
  palette: {
    light: {
      bg: '#f6f2f7', surface: '#ffffff', surfaceAlt: '#efe7f2', text: '#1e1226', muted: '#5f4e68', border: '#e2d6e8',
      borderStrong: '#7e6b88', primary: '#5b1f6e', primaryStrong: '#431452', onPrimary: '#ffffff',
      primarySoft: '#efe1f4', onPrimarySoft: '#4a1659', accent: '#c9a227', onAccent: '#1e1226', danger: '#b3261e',
      onDanger: '#ffffff', dangerSoft: '#fbe6e4', success: '#1d6b40', successSoft: '#e5f3ea', warningSoft: '#f8ecc4',
      onWarningSoft: '#4a3500', infoSoft: '#e6e9fb', onInfoSoft: '#28306e', focusRing: '#8a6a00', inverse: '#1a0f20',
      onInverse: '#efe3c8', heroStart: '#170a20', heroEnd: '#4b1a5e', onHero: '#f3e2b3', shadow: '#2a0f36',
    },
    dark: {
      bg: '#120a17', surface: '#1d1224', surfaceAlt: '#281a31', text: '#f1e8f4', muted: '#baa7c4', border: '#3a2844',
      borderStrong: '#8b7596', primary: '#dcb95e', primaryStrong: '#ecd08a', onPrimary: '#1a0f20',
      primarySoft: '#3b2547', onPrimarySoft: '#f0dba6', accent: '#b98ad6', onAccent: '#150b1a', danger: '#ff8a80',
      onDanger: '#2b0604', dangerSoft: '#45191d', success: '#80d6a2', successSoft: '#15301f', warningSoft: '#45370f',
      onWarningSoft: '#f5dc9a', infoSoft: '#1f2447', onInfoSoft: '#c5ccff', focusRing: '#ecd08a', inverse: '#08040b',
      onInverse: '#e9dcc0', heroStart: '#0b0510', heroEnd: '#3a1249', onHero: '#f3dfa9', shadow: '#000000',
    },
  },
  fonts: {
    body: "'Avenir Next', Avenir, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    display: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif",
    displayWeight: 600,
  },
  shape: { control: 4, button: 4, card: 6 },
  logo: {
    mark: [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>',
      '<linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4b1a5e"/>',
      '<stop offset="1" stop-color="#1a0a24"/></linearGradient><mask id="m">',
      '<rect width="32" height="32" fill="#fff"/><circle cx="19.5" cy="12.5" r="7.6" fill="#000"/></mask>',
      '</defs><rect width="32" height="32" rx="8" fill="url(#v)"/>',
      '<circle cx="14.5" cy="16.5" r="9" fill="#dcb95e" mask="url(#m)"/>',
      '<path fill="#f3e2b3" d="M23.5 5.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z"/></svg>',
    ].join(''),
    wordmark: { font: 'display', weight: 500, tracking: 0.16, uppercase: true, italic: false },
  },
};
