// What mfe-profiles contributes to the shell: profile search, profile view, the match game,
// favourites and interests, and the member's own profile (member spec §2), with the popups
// no-subscription, attachment-gallery, profile-completion and profile-completed.
// The shell type-checks nothing here at run time: `satisfies` does it now.
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@heartline/contracts';
import profiles from '../i18n/en.json';
import '../styles/profiles.css';
import '../styles/profile-cards.css';
import '../styles/profile-page.css';
import { profilesPopups } from './popups';
import { authenticatedRoutes } from './routes';

const profilesModule = {
  contract: REMOTE_CONTRACT_VERSION,
  routes: { authenticated: authenticatedRoutes },
  popups: profilesPopups,
  catalogues: { profiles },
} satisfies RemoteModule;

export default profilesModule;
