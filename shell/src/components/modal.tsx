import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';

interface ModalProps {
  title: string;
  onClose: () => void;
  /** False: no close button and Escape does nothing (the popup must be answered). */
  dismissible?: boolean;
  children: ReactNode;
}

/** A native <dialog>: focus is trapped, Escape closes (when dismissible), the page behind is inert. */
export function Modal({ title, onClose, dismissible = true, children }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect: close() must run while the dialog is still in the page, or the browser
  // does not hand the focus back; the opener is refocused explicitly as well.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      dialog?.close?.();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="modal-title"
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      <div className="modal-head">
        <h2 id="modal-title">{title}</h2>
        {dismissible && (
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('popup.close')}>
            ×
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
}
