// The popups the shell contributes itself (remotes contribute theirs through RemoteModule.popups):
// the terms and conditions, shown on the first visit before any remote is loaded.
import type { ShellPopups } from '../features/popups/popup-host';

export const SHELL_POPUPS: ShellPopups = {
  'terms-and-conditions': () => import('../features/terms/terms-popup').then((module) => module.TermsPopup),
};
