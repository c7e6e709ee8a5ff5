// npm run catalogue: the @heartline/ui components on one page, in each brand's theme and mode.
// Bundles shared-ui/catalogue/ with esbuild (in memory) and serves it on CATALOGUE_PORT (3300).
// The brand follows the host as the product's does (localhost: Heartline, 127.0.0.1: Velvet Hour);
// `?brand=heartline|velvet-hour` and `?mode=system|light|dark` choose one outright. The theme goes
// into the page before first paint, written by the same brandThemeCss the page server uses.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { brandThemeCss, markDataUri } from '../shared-ui/src/theme/brand-theme-css.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.CATALOGUE_PORT ?? 3300);

/** The demo brands' themes, from the API's seed (TypeScript, so compiled here first). */
async function loadDemoThemes() {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'api/src/demo/seed-brand-themes.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const source = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}

async function bundlePage() {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'shared-ui/catalogue/catalogue-page.tsx')],
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const file = (extension) => result.outputFiles.find((output) => output.path.endsWith(extension))?.contents ?? new Uint8Array();
  return { js: file('.js'), css: file('.css') };
}

const themes = await loadDemoThemes();
const BRANDS = [
  { key: 'heartline', name: 'Heartline', host: 'localhost', theme: themes.HEARTLINE_THEME },
  { key: 'velvet-hour', name: 'Velvet Hour', host: '127.0.0.1', theme: themes.VELVET_HOUR_THEME },
];
const page = await bundlePage();

/** The theme in one mode for every visitor (light or dark), or following the system. */
function themeCss(theme, mode) {
  if (mode === 'system') return brandThemeCss(theme);
  const palette = theme.palette?.[mode];
  return `${brandThemeCss({ ...theme, palette: { light: palette } })}\n:root{color-scheme:${mode}}`;
}

function html(brand, mode) {
  const config = {
    brand: { key: brand.key, name: brand.name, mark: markDataUri(brand.theme) },
    brands: BRANDS.map(({ key, name, theme }) => ({ key, name, mark: markDataUri(theme) })),
    mode,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Components · ${brand.name}</title>
<link rel="stylesheet" href="/catalogue.css">
<style>${themeCss(brand.theme, mode)}</style>
<script>window.__CATALOGUE__=${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
</head>
<body>
<div id="root"></div>
<script type="module" src="/catalogue.js"></script>
</body>
</html>`;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://catalogue');
  if (url.pathname === '/catalogue.js' || url.pathname === '/catalogue.css') {
    const js = url.pathname.endsWith('.js');
    res.writeHead(200, { 'Content-Type': js ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(js ? page.js : page.css);
    return;
  }
  if (url.pathname !== '/') {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
    return;
  }
  const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
  const brand =
    BRANDS.find(({ key }) => key === url.searchParams.get('brand')) ?? BRANDS.find(({ host }) => host === hostname) ?? BRANDS[0];
  const mode = ['light', 'dark'].includes(url.searchParams.get('mode')) ? url.searchParams.get('mode') : 'system';
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(html(brand, mode));
});

server.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${PORT} is taken: set CATALOGUE_PORT.` : error.message);
  process.exit(1);
});
// Every interface: the two brands are two host names of this machine.
server.listen(PORT, () => {
  console.log(`The component catalogue: http://localhost:${PORT}/ (Heartline), http://127.0.0.1:${PORT}/ (Velvet Hour); ?mode=light|dark`);
});
