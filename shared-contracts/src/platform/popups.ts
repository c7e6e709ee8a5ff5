import type { ComponentType, ReactNode } from 'react';

// Popups (member spec §2, agent spec §2). One is active at a time; the rest wait in order. A popup
// is rendered by the app whose manifest lists it (app.manifest.json `popups`): the shell's own, or
// a remote's through RemoteModule.popups. PopupName is those lists, written by `npm run apps:sync`,
// so a popup joins the union when an app starts rendering it. What `props` a popup reads is its
// app's business (new-password: `{ token }` from the reset link).
import type { PopupName } from './route-table.generated';

export type { PopupName };

export interface PopupRequest {
  name: PopupName;
  /** Filled in by the queue when absent. */
  id?: string;
  props?: Record<string, unknown>;
}

export interface QueuedPopup {
  id: string;
  name: PopupName;
  props: Record<string, unknown>;
}

/** The shell's dialog chrome (focus trap, Escape, title, close button), handed to every popup. */
export type PopupFrame = ComponentType<{
  title: string;
  onClose: () => void;
  /**
   * False for a popup that must be answered (the terms, a new password after a reset link): no
   * close button, and Escape does nothing; the popup offers its own actions. Default true.
   */
  dismissible?: boolean;
  children: ReactNode;
}>;

export interface PopupProps {
  popup: QueuedPopup;
  close: () => void;
  Frame: PopupFrame;
}
