// The demo brands' looks: readable in both modes, valid for the contracts, and two products, not one.
import { contrastRatio, themeContrastFailures } from '@heartline/contracts/rules';
import { brandThemeSchema } from '@heartline/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { SEED_BRANDS } from '../../src/demo/seed-brands';

const themed = SEED_BRANDS.map(({ brand }) => ({ name: brand.productName, theme: brandThemeSchema.parse(brand.theme) }));

describe('the demo brands’ themes', () => {
  for (const { name, theme } of themed) {
    for (const mode of ['light', 'dark'] as const) {
      it(`${name} in ${mode} mode meets WCAG AA for every text and primary pair, and 3:1 for borders and the focus ring`, () => {
        const failures = themeContrastFailures(theme.palette[mode]).map(
          (failure) => `${failure.foreground} on ${failure.background}: ${failure.ratio.toFixed(2)} < ${failure.minimum}`,
        );
        expect(failures).toEqual([]);
      });
    }
  }

  it('gives each brand its own colours, type, shape and mark', () => {
    const [heartline, velvet] = themed.map((entry) => entry.theme);
    // Clearly different primaries (not two shades of one colour), in both modes.
    expect(contrastRatio(heartline!.palette.light.primary, velvet!.palette.light.primary)).toBeGreaterThan(1.5);
    expect(heartline!.palette.dark.primary).not.toBe(velvet!.palette.dark.primary);
    expect(heartline!.fonts.display).not.toBe(velvet!.fonts.display);
    expect(heartline!.shape).not.toEqual(velvet!.shape);
    expect(heartline!.logo.mark).not.toBe(velvet!.logo.mark);
  });
});
