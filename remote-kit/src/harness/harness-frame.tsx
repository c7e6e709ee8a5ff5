// The harness's popup chrome (the contracts' PopupFrame): the shared Dialog, as the shell frames
// popups, with the harness's one word for the close button.
import type { PopupFrame } from '@heartline/contracts';
import { Dialog } from '@heartline/ui';

export const HarnessFrame: PopupFrame = ({ title, onClose, dismissible = true, children }) => (
  <Dialog title={title} onClose={onClose} dismissible={dismissible} closeLabel="Close">
    {children}
  </Dialog>
);
