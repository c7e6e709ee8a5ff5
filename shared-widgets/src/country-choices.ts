// From the rules entry, not the schemas: this widget must not pull zod into the page.
import { LOCATION_COUNTRIES } from '@heartline/contracts/rules';

/**
 * The countries a location form offers (the own-profile form, the location-confirmation popup):
 * the brand's (every country with location data when it names none), and the member's own
 * stored country first when the brand does not list it — a member who joined on another brand
 * would otherwise see a select without their country and lose it on save.
 */
export function countryChoices(
  brandCountries: readonly string[] | undefined,
  own: string | null | undefined,
  known: readonly string[] = LOCATION_COUNTRIES,
): string[] {
  const offered = brandCountries?.length ? [...brandCountries] : [...known];
  return own && !offered.includes(own) ? [own, ...offered] : offered;
}
