// The brand's look when the page server could not write it into the page (the development server
// without the API, or a page served while the API was away): the same style sheet, theme colours,
// favicon and title, added once the brand has loaded, behind the boot loader.
import type { Brand } from '@heartline/contracts';
import { brandThemeColours, brandThemeCss, markDataUri } from '@heartline/ui/theme';

import { BRAND_THEME_STYLE_ID } from './brand-theme-id';

export { BRAND_THEME_STYLE_ID };

/** Applies the brand's theme unless the page already carries it; answers whether it did anything. */
export function applyBrandTheme(brand: Brand, styleNonce: string | null, doc: Document = document): boolean {
  if (!brand.theme || doc.getElementById(BRAND_THEME_STYLE_ID)) return false;
  const style = doc.createElement('style');
  style.id = BRAND_THEME_STYLE_ID;
  if (styleNonce) style.nonce = styleNonce;
  style.textContent = brandThemeCss(brand.theme);
  doc.head.append(style);

  for (const meta of doc.head.querySelectorAll('meta[name="theme-color"]')) meta.remove();
  for (const { media, colour } of brandThemeColours(brand.theme)) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', 'theme-color');
    meta.setAttribute('media', media);
    meta.setAttribute('content', colour);
    doc.head.append(meta);
  }
  const icon = markDataUri(brand.theme);
  if (icon) {
    for (const link of doc.head.querySelectorAll('link[rel="icon"]')) link.remove();
    const link = doc.createElement('link');
    link.rel = 'icon';
    link.href = icon;
    doc.head.append(link);
  }
  doc.title = brand.productName;
  return true;
}
