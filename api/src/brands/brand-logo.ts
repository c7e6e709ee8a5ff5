// A brand's logo mark as PNG, for mail: the theme holds it as SVG, which Gmail, Outlook and most
// other mail programs do not show. Drawn by sharp on the first request, then kept in memory.
import sharp from 'sharp';

/** Three times the 40 px the mail shows it at, so it stays sharp on a phone's dense screen. */
export const MAIL_LOGO_SIZE_PX = 120;

/** The SVG marks are drawn on a 32 px grid (brand-theme.ts); this density renders them at the size asked. */
const SVG_GRID_PX = 32;

export function createBrandLogoRenderer() {
  // Keyed by the SVG itself: a brand that changes its mark gets a new picture, and two brands
  // sharing one mark share one image. Marks are few and small (at most 8,000 characters).
  const drawn = new Map<string, Promise<Buffer>>();
  return {
    png(svg: string): Promise<Buffer> {
      let png = drawn.get(svg);
      if (!png) {
        png = sharp(Buffer.from(svg), { density: (72 * MAIL_LOGO_SIZE_PX) / SVG_GRID_PX })
          .resize(MAIL_LOGO_SIZE_PX, MAIL_LOGO_SIZE_PX, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png()
          .toBuffer();
        // A mark sharp could not draw is not kept: the next request tries again (and fails again, loudly).
        png.catch(() => drawn.delete(svg));
        drawn.set(svg, png);
      }
      return png;
    },
  };
}
