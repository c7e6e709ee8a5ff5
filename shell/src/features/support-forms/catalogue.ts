// The support forms' own English texts, registered when the first form's chunk loads.
import { addCatalogue } from '../../lib/i18n';
import catalogue from './en.json';

export const SUPPORT_FORMS_NS = 'support-forms';

addCatalogue(SUPPORT_FORMS_NS, catalogue);
