// The list page the member last had on screen in this tab: a conversation opened from it shows it
// beside the conversation (two panes), and the chat's back arrow returns to it.
import type { ListAddress } from './messages-address';

let shown: ListAddress | null = null;

export function rememberListShown(address: ListAddress): void {
  shown = address;
}

export function lastListShown(): ListAddress | null {
  return shown;
}

/** For the tests: a tab that has shown no list yet. */
export function forgetListShown(): void {
  shown = null;
}
