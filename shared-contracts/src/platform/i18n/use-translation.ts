// The translation hook every app's components call: the t function of one namespace in the
// instance the app registered with `initReactI18next`, following its language.
//
// react-i18next's own hook (2 KB gzip on every first visit) also waits on namespaces that a
// backend loads and suspends until they arrive. Here catalogues are bundled and added before
// their components render (the shell's `addCatalogue`, a remote's module), so none of that runs;
// react-i18next stays for `initReactI18next` and `Trans`.
import { useMemo, useSyncExternalStore } from 'react';
import { getI18n } from 'react-i18next';

function subscribeToLanguage(onChange: () => void): () => void {
  const i18n = getI18n();
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

export function useTranslation(namespace?: string) {
  const i18n = getI18n();
  const language = useSyncExternalStore(subscribeToLanguage, () => i18n.language);
  const t = useMemo(() => i18n.getFixedT(language, namespace ?? null), [i18n, language, namespace]);
  return { t, i18n };
}
