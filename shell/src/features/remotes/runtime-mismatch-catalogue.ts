// The words of a refused remote, registered with the federation chunk: only a running federation
// runtime can refuse a remote, and the first visit to / does not load that chunk.
import { addCatalogue } from '../../lib/i18n';
import catalogue from './en.json';
import { RUNTIME_MISMATCH_NS } from './runtime-version';

addCatalogue(RUNTIME_MISMATCH_NS, catalogue);
