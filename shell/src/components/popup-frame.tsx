import type { PopupFrame as PopupFrameType } from '@heartline/contracts';
import { useTranslation } from '@heartline/contracts/i18n';
import { Dialog } from '@heartline/ui';

/**
 * The frame the shell hands to every popup: the shared Dialog with the shell's word for its close
 * button, as a sheet: docked to the bottom of a phone's screen, within the thumb's reach, and a
 * centred dialog from the tablet breakpoint (member spec §4). The popup host loads it with the
 * first popup (the landing page paints without it).
 */
export const PopupFrame: PopupFrameType = ({ title, onClose, dismissible = true, children }) => {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} dismissible={dismissible} closeLabel={t('popup.close')} variant="sheet">
      {children}
    </Dialog>
  );
};
