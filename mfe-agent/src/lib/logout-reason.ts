// Why the console's last session ended (forced logouts: 'New device login', 'Reply timer lapse'),
// kept for the tab so the sign-in page the shell opens after the logout can say it once.
const KEY = 'heartline.agent.logout-reason';

export function keepLogoutReason(reason: string): void {
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    // Private mode without storage: the toast has said it.
  }
}

/** The reason, read once: the next visit to the sign-in page does not repeat it. */
export function readLogoutReason(): string | null {
  try {
    const reason = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return reason;
  } catch {
    return null;
  }
}
