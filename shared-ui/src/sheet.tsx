import { Dialog, type DialogProps } from './dialog';
import './sheet.css';

export type SheetProps = Omit<DialogProps, 'variant'>;

/**
 * The Dialog as a bottom sheet on a phone (below 768 px: docked to the bottom edge, a grab bar,
 * sliding up; above the safe area of a phone without a home button), a centred dialog from the
 * tablet breakpoint. Everything else is the Dialog's: focus, Escape, the page inert behind it.
 */
export function Sheet({ className, ...dialog }: SheetProps) {
  return <Dialog variant="sheet" className={className ? `ui-sheet ${className}` : 'ui-sheet'} {...dialog} />;
}
