import { addCatalogue } from '../../../lib/i18n';
import { LegalDocument } from './legal-document';
import catalogue from './terms.en.json';

const NAMESPACE = 'legal-terms';
addCatalogue(NAMESPACE, catalogue);

/** /terms: the terms and conditions, including the fictitious-profiles clause (member spec §1). */
export default function TermsPage() {
  return <LegalDocument namespace={NAMESPACE} catalogue={catalogue} />;
}
