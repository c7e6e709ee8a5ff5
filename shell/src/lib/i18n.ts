// i18next with one English catalogue per app. The shell's `common` namespace loads at start;
// page namespaces arrive with their page chunks (addCatalogue), remotes add their own.
import i18next from 'i18next';
import { initReactI18next } from '@heartline/contracts/i18n';
import common from '../i18n/en.json';

// The default instance: i18next and react-i18next are shared singletons, so remotes see it too.
export const i18n = i18next;

export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export function addCatalogue(namespace: string, catalogue: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, catalogue, true, true);
}
