import type { ComponentType, ReactNode } from 'react';

// Popups the product knows (member spec §2, agent spec §2). One is active at a time; the rest
// wait in order. A popup is rendered by whichever app contributes it (see RemoteModule.popups).
export type PopupName =
  | 'sign-in'
  | 'password-reset'
  /** After a reset link: set the new password (props: { token }). */
  | 'new-password'
  | 'sidebar'
  | 'user-menu'
  | 'no-credits'
  | 'no-subscription'
  | 'terms-and-conditions'
  | 'location-confirmation'
  | 'attachment-gallery'
  | 'profile-completed'
  | 'profile-completion'
  | 'agent-end-session'
  | 'general';

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
