// react-i18next through one shared singleton entry, for the same reason as ./router: only the
// hooks the apps use are shipped. i18next itself is shared as it is.
export { I18nextProvider, Trans, initReactI18next, useTranslation } from 'react-i18next';
