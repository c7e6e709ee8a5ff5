import { addCatalogue } from '../../../lib/i18n';
import { LegalDocument } from './legal-document';
import catalogue from './cookie-policy.en.json';

const NAMESPACE = 'legal-cookie-policy';
addCatalogue(NAMESPACE, catalogue);

/** /cookie-policy: the cookies and local storage the site uses, and how to control them. */
export default function CookiePolicyPage() {
  return <LegalDocument namespace={NAMESPACE} catalogue={catalogue} />;
}
