// The user channel's own English texts, registered with its chunk (signed-in members only).
import { addCatalogue } from '../../lib/i18n';
import catalogue from './en.json';

export const REALTIME_NS = 'realtime';

addCatalogue(REALTIME_NS, catalogue);
