// The translation entry, one shared singleton like ./router: the apps' hook, and react-i18next's
// registration and `Trans` (nothing else of it is shipped). i18next itself is shared as it is.
export { Trans, initReactI18next } from 'react-i18next';
export { useTranslation } from './platform/i18n/use-translation';
