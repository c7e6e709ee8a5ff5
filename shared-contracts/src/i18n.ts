// The translation entry, one shared singleton like ./router: the apps' hook and react-i18next's
// registration. i18next itself is shared as it is. `Trans` is in ./trans: a remote takes a shared
// entry whole, and Trans brings an HTML parser (2.7 KB gzip) that only a few pages need.
export { initReactI18next } from 'react-i18next';
export { useTranslation } from './platform/i18n/use-translation';
