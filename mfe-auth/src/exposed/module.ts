// What mfe-auth contributes to the shell: the /sign-in screen and the sign-in and
// password-reset popups. The shell type-checks nothing here at run time: `satisfies` does it now.
import { createElement } from 'react';
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@heartline/contracts';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { SignInPopup } from '../features/sign-in/sign-in-popup';
import { PasswordResetPopup } from '../features/password-reset/password-reset-popup';
import { NewPasswordPopup } from '../features/new-password/new-password-popup';
import auth from '../i18n/en.json';

const authModule = {
  contract: REMOTE_CONTRACT_VERSION,
  routes: {
    'sign-in': [{ path: '/sign-in', element: createElement(SignInPage) }],
    // Sign-up and verification load on demand (route `lazy`).
    static: [
      { path: '/sign-up', lazy: () => import('../features/sign-up/sign-up-page').then((module) => ({ Component: module.SignUpPage })) },
    ],
    default: [
      { path: '/verify', lazy: () => import('../features/verify/verify-page').then((module) => ({ Component: module.VerifyPage })) },
    ],
    authenticated: [
      {
        path: '/settings',
        lazy: () => import('../features/settings/settings-page').then((module) => ({ Component: module.SettingsPage })),
      },
      {
        path: '/settings/help-center',
        lazy: () => import('../features/settings/help-center-page').then((module) => ({ Component: module.HelpCenterPage })),
      },
    ],
  },
  popups: { 'sign-in': SignInPopup, 'password-reset': PasswordResetPopup, 'new-password': NewPasswordPopup },
  catalogues: { auth },
} satisfies RemoteModule;

export default authModule;
