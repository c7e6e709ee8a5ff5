import { useTranslation } from '@heartline/contracts/i18n';
import en from './en.json';

/** The widgets' i18next namespace: their words travel with them, not in each app's catalogue. */
export const WIDGETS_NAMESPACE = 'widgets';

/**
 * The widgets' `t`. Their catalogue joins the app's i18next instance (the shell's, a remote's
 * harness, a test's) the first time a widget renders there, so no app has to list it.
 */
export function useWidgetsTranslation() {
  const { t, i18n } = useTranslation(WIDGETS_NAMESPACE);
  if (!i18n.hasResourceBundle('en', WIDGETS_NAMESPACE)) i18n.addResourceBundle('en', WIDGETS_NAMESPACE, en, true, true);
  return t;
}
