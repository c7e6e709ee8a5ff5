// The contact page's catalogue, registered when its chunk loads.
import { addCatalogue } from '../../../lib/i18n';
import catalogue from './en.json';

export const CONTACT_US_NS = 'contact-us';

addCatalogue(CONTACT_US_NS, catalogue);
