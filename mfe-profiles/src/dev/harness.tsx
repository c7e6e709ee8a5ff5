// `npm run dev -w mfe-profiles`: this remote on its own, in the kit's harness (sign in at the top).
import i18next from 'i18next';
import { createHarness } from '@heartline/remote-kit/harness';
import profilesModule from '../exposed/module';

void createHarness(profilesModule, {
  name: 'mfe-profiles',
  links: ['/profiles', '/matches', '/favorites', '/interests/viewed-me/1', '/user', '/user/edit'],
  i18n: i18next,
});
