// `npm run dev -w {{app}}`: this remote on its own, in the kit's harness.
import i18next from 'i18next';
import { createHarness } from '@heartline/remote-kit/harness';
import remoteModule from '../exposed/module';

void createHarness(remoteModule, { name: '{{app}}', links: ['{{prefix}}'], i18n: i18next });
