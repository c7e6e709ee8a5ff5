import { describe, expect, it } from 'vitest';
import { BRAND_CACHE_MS, BRAND_RETRY_MS, createBrandSource, withBrandHead } from './brand-head.mjs';

/** An API whose answer for a domain the test sets (null: down), counting calls; time is the test's. */
function setup() {
  const state = { answer: { productName: 'Velvet Hour' }, calls: 0, time: 0 };
  const fetchBrand = async () => {
    state.calls += 1;
    if (!state.answer) throw new Error('connect ECONNREFUSED');
    return { ok: true, json: async () => state.answer };
  };
  const brandFor = createBrandSource({ apiUrl: 'http://127.0.0.1:4000', publicApiKey: 'k', fetchBrand, now: () => state.time });
  return { state, brandFor };
}

describe('the brand of a host, as the page server keeps it', () => {
  it('is asked of the API once a minute; a stale brand is served at once while a fresh one is fetched', async () => {
    const { state, brandFor } = setup();
    expect(await brandFor('127.0.0.1:3000')).toEqual({ productName: 'Velvet Hour' });
    expect(await brandFor('127.0.0.1:3000')).toEqual({ productName: 'Velvet Hour' });
    expect(state.calls).toBe(1);
    state.time += BRAND_CACHE_MS + 1;
    state.answer = { productName: 'Velvet Hour Deluxe' };
    expect(await brandFor('127.0.0.1:3000')).toEqual({ productName: 'Velvet Hour' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await brandFor('127.0.0.1:3000')).toEqual({ productName: 'Velvet Hour Deluxe' });
    expect(state.calls).toBe(2);
  });

  it('keeps the last brand while the API is away, and asks again a few seconds later', async () => {
    const { state, brandFor } = setup();
    await brandFor('localhost');
    state.answer = null;
    state.time += BRAND_CACHE_MS + 1;
    expect(await brandFor('localhost')).toEqual({ productName: 'Velvet Hour' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.calls).toBe(2);
    expect(await brandFor('localhost')).toEqual({ productName: 'Velvet Hour' });
    expect(state.calls).toBe(2);
    state.time += BRAND_RETRY_MS + 1;
    await brandFor('localhost');
    expect(state.calls).toBe(3);
  });

  it('answers null for a host the API does not know or cannot answer, and does not ask again at once', async () => {
    const { state, brandFor } = setup();
    state.answer = null;
    expect(await brandFor('unknown.example')).toBeNull();
    expect(await brandFor('unknown.example')).toBeNull();
    expect(state.calls).toBe(1);
  });
});

describe('the page with the brand in its head', () => {
  const page = '<html><head><title>Heartline</title><link rel=icon href="data:,x"></head><body></body></html>';

  it('leaves the page as built without a brand', () => {
    expect(withBrandHead(page, null, 'n')).toBe(page);
  });

  it('writes a brand name that looks like markup as text', () => {
    const html = withBrandHead(page, { productName: '</title><script>alert(1)</script>' }, 'n');
    expect(html).toContain('<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>');
    expect(html).not.toContain('<script>');
  });

  it('keeps the built favicon for a brand without a theme', () => {
    const html = withBrandHead(page, { productName: 'Plain' }, 'n');
    expect(html).toContain('<link rel=icon href="data:,x">');
    expect(html).not.toContain('brand-theme');
  });
});
