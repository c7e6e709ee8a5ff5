// `npm run dev -w mfe-auth`: this remote on its own, in the kit's harness (sign-in, sign-up,
// verify, settings and the help centre, the sign-in, password-reset and new-password popups).
import i18next from 'i18next';
import { createHarness } from '@heartline/remote-kit/harness';
import authModule from '../exposed/module';

void createHarness(authModule, {
  name: 'mfe-auth',
  links: ['/sign-in', '/sign-up', '/verify', '/settings', '/settings/help-center'],
  i18n: i18next,
});
