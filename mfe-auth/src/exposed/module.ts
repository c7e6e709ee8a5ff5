// What mfe-auth contributes to the shell: the /sign-in screen and the sign-in and
// password-reset popups. The shell type-checks nothing here at run time: `satisfies` does it now.
import { createElement } from 'react';
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@heartline/contracts';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { SignInPopup } from '../features/sign-in/sign-in-popup';
import { PasswordResetPopup } from '../features/password-reset/password-reset-popup';
import auth from '../i18n/en.json';

const authModule = {
  contract: REMOTE_CONTRACT_VERSION,
  routes: {
    'sign-in': [{ path: '/sign-in', element: createElement(SignInPage) }],
  },
  popups: { 'sign-in': SignInPopup, 'password-reset': PasswordResetPopup },
  catalogues: { auth },
} satisfies RemoteModule;

export default authModule;
