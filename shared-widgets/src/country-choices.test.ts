import { describe, expect, it } from 'vitest';
import { countryChoices } from './country-choices';

describe('countryChoices', () => {
  it("offers the brand's countries, with the member's own first when the brand does not list it", () => {
    expect(countryChoices(['US', 'CA', 'NL'], 'NL')).toEqual(['US', 'CA', 'NL']);
    expect(countryChoices(['US', 'CA', 'NL'], 'IE')).toEqual(['IE', 'US', 'CA', 'NL']);
  });

  it('offers every country with location data when the brand names none', () => {
    expect(countryChoices(undefined, null)).toEqual(['IE', 'GB', 'DE', 'NL', 'US', 'CA']);
    expect(countryChoices([], 'FR', ['IE'])).toEqual(['FR', 'IE']);
  });
});
