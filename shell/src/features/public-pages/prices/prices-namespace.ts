// The prices page's catalogue, registered when its chunk loads.
import { addCatalogue } from '../../../lib/i18n';
import catalogue from './en.json';

export const PRICES_NS = 'prices';

addCatalogue(PRICES_NS, catalogue);
