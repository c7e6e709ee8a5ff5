// react-i18next's `Trans` (words with markup from the catalogue: `<strong>`, links), one shared
// singleton so it reads the instance the shell registered. Apart from ./i18n because a remote
// takes a shared entry whole and most pages do not need Trans's HTML parser.
export { Trans } from 'react-i18next';
