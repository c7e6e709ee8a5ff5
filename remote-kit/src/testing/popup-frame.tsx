import type { ReactNode } from 'react';

/** The shell's popup frame as the tests need it: a dialog named by its title, with a Close button. */
export function TestPopupFrame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <section role="dialog" aria-label={title}>
      {children}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
