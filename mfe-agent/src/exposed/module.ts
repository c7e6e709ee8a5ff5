// What mfe-agent contributes to the shell. The shell type-checks nothing here at run time:
// `satisfies` does it now.
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@heartline/contracts';
import catalogue from '../i18n/en.json';
import { routes } from './routes';

const remoteModule = {
  contract: REMOTE_CONTRACT_VERSION,
  routes: { console: routes },
  popups: {},
  catalogues: { agent: catalogue },
} satisfies RemoteModule;

export default remoteModule;
