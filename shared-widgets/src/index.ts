// The public API of @heartline/widgets: widgets that speak the contracts (they call the API and
// bring their own words), built on @heartline/ui's generic pieces.
export { BirthDateField } from './birth-date-field';
export type { BirthDateFieldProps } from './birth-date-field';
export { CitySearch } from './city-search';
export type { CitySearchProps } from './city-search';
export { countryChoices } from './country-choices';
export { WIDGETS_NAMESPACE } from './i18n/use-widgets-translation';
export { Meetups } from './meetups/meetups';
export type { MeetupsProps } from './meetups/meetups';
export { ACCEPTED_TYPES, photoRules, refusalMessages } from './photo-rules';
