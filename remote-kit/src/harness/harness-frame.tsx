// The harness's popup chrome (the contracts' PopupFrame): a modal <dialog>, focus kept inside,
// titled; Escape and the close button close it unless the popup must be answered.
import { useLayoutEffect, useRef } from 'react';
import type { PopupFrame } from '@heartline/contracts';

export const HarnessFrame: PopupFrame = ({ title, onClose, dismissible = true, children }) => {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="harness-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      <div className="modal-head">
        <h2 id="harness-modal-title">{title}</h2>
        {dismissible && (
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close">
            ×
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
};
