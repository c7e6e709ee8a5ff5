import { addCatalogue } from '../../../lib/i18n';
import { LegalDocument } from './legal-document';
import catalogue from './privacy-policy.en.json';

const NAMESPACE = 'legal-privacy-policy';
addCatalogue(NAMESPACE, catalogue);

/** /privacy-policy: what personal data the operator keeps, why, and the member's rights. */
export default function PrivacyPolicyPage() {
  return <LegalDocument namespace={NAMESPACE} catalogue={catalogue} />;
}
