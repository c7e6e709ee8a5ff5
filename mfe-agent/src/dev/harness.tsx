// `npm run dev -w mfe-agent`: this remote on its own, in the kit's harness.
import i18next from 'i18next';
import { createHarness } from '@heartline/remote-kit/harness';
import remoteModule from '../exposed/module';

void createHarness(remoteModule, { name: 'mfe-agent', links: ['/chat'], i18n: i18next });
