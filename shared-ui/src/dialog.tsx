import { useLayoutEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isTopLayer, openLayer } from './page-under-dialog';
import { Z_INDEX } from './tokens/scales';
import './dialog.css';

/** Member spec §4: overlays sit at z-index 1000, so the page loader (1001) shows above a dialog. */
export const OVERLAY_Z_INDEX = Z_INDEX.overlay;

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export interface DialogProps {
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** Asked to close (Escape, the close button, the backdrop); the caller unmounts the dialog. */
  onClose: () => void;
  /**
   * False for a dialog that must be answered: Escape and the backdrop do nothing and there is no
   * close button; the dialog's own actions close it. Default true.
   */
  dismissible?: boolean;
  /** The close button's accessible name ("Close"); without it the dialog has no × button. */
  closeLabel?: string;
  /** What a click on the backdrop does; default 'ignore', so a stray click loses nothing typed. */
  backdrop?: 'close' | 'ignore';
  /** The id of the element inside that describes the dialog (its aria-describedby). */
  describedBy?: string;
  /** 'sheet': docked to the bottom of a phone's screen, a centred dialog from the tablet breakpoint. */
  variant?: 'centered' | 'sheet';
  /** Added to the dialog's class, for the caller's styling. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: rendered over the page (its layer at OVERLAY_Z_INDEX), the page behind inert and
 * not scrolling, the focus moved to the first control inside and kept there (Tab and Shift+Tab go
 * round), Escape closes it unless it must be answered, and the focus goes back to what had it
 * when the dialog opened. Open it by rendering it, close it by unmounting it.
 */
export function Dialog({
  title,
  onClose,
  dismissible = true,
  closeLabel,
  backdrop = 'ignore',
  describedBy,
  variant = 'centered',
  className,
  children,
}: DialogProps) {
  const titleId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  // The Escape listener is registered once, at opening; it reads the current props.
  const current = useRef({ onClose, dismissible });
  useLayoutEffect(() => {
    current.current = { onClose, dismissible };
  });

  // A layout effect: the focus moves in before the browser paints, and on closing it goes back
  // while the opener is still where it was.
  useLayoutEffect(() => {
    const layer = layerRef.current;
    const dialog = dialogRef.current;
    if (!layer || !dialog) return undefined;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const closeLayer = openLayer(layer);
    (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    // On the document, so Escape works wherever the focus is; a control inside that handles
    // Escape itself (a combobox closing its list) stops it or marks it handled first.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopLayer(layer)) return;
      event.preventDefault();
      if (current.current.dismissible) current.current.onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      closeLayer();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click closes only when it both starts and ends on the backdrop (not a text selection
  // dragged out of a field), and pressing there never takes the focus out of the dialog.
  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
    if (pressedOnBackdrop.current) event.preventDefault();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (onBackdrop && backdrop === 'close' && dismissible) onClose();
  };

  return createPortal(
    <div
      ref={layerRef}
      className={variant === 'sheet' ? 'dialog-layer dialog-layer-sheet' : 'dialog-layer'}
      style={{ zIndex: OVERLAY_Z_INDEX }}
      role="presentation"
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
    >
      <dialog
        ref={dialogRef}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `dialog ${className}` : 'dialog'}
        onKeyDown={keepTabInside}
      >
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          {dismissible && closeLabel && (
            <button type="button" className="dialog-close" onClick={onClose} aria-label={closeLabel}>
              ×
            </button>
          )}
        </div>
        {children}
      </dialog>
    </div>,
    document.body,
  );
}
