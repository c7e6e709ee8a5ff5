// The chrome the page on screen asks for (its route's handle, @heartline/contracts' PageChrome),
// for the layouts. The routed shell provides it from the matched routes (app/root-shell.tsx); the
// router-less pages and the layouts' tests get the layout's own chrome.
import { createContext, useContext } from 'react';
import { pageChromeOf, type PageChrome } from '@heartline/contracts';

export const CurrentPageChrome = createContext<Required<PageChrome>>(pageChromeOf([]));

export function usePageChrome(): Required<PageChrome> {
  return useContext(CurrentPageChrome);
}
