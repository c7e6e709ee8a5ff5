// GET /profiles' answer as JSON, written by a serializer compiled from the contract's schema
// (validation/compiled-json.ts): the check and the garbage zod's parse made were about 400 of the
// 1,050 µs of CPU the API spent on an uncached list request (api/bench/README.md). The card code
// builds the values from typed rows (api/src/profiles/cards.ts).
import { profilesPageSchema, type ProfilesPage } from '@heartline/contracts/schemas';
import { compiledJson } from '../validation/compiled-json';

export const profilesPageJson: (page: ProfilesPage) => string = compiledJson(profilesPageSchema);
