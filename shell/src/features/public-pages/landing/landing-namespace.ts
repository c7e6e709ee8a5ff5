// The landing page's catalogue, registered when its chunk loads: its words travel with the
// landing page, not in the start-up code every page loads.
import { addCatalogue } from '../../../lib/i18n';
import catalogue from './en.json';

export const LANDING_NS = 'landing';

addCatalogue(LANDING_NS, catalogue);
