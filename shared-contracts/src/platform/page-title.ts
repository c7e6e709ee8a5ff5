// A page title per screen (issue 10 item 5): '<what the screen shows> · <brand>', e.g.
// 'Profiles · Heartline', 'wild_nina, 19 · Heartline', 'Prices · Velvet Hour'. The shell's pages
// and every remote's pages render <PageTitle page={…} />, so a tab, a bookmark and a screen
// reader's announcement of a new page all name the screen and the brand the same way.
import { createElement, type ReactElement } from 'react';
import { useAtomValue } from 'jotai';
import { brandAtom } from './atoms';

/** Between the screen's name and the brand's. */
export const PAGE_TITLE_SEPARATOR = ' · ';

/**
 * The document title of a screen: its name, then the brand's product name. Without a name it is
 * the brand alone (the landing page); without a brand (a remote's harness) the name alone.
 */
export function pageTitle(page: string | undefined, productName: string | undefined): string {
  const parts = [page?.trim(), productName?.trim()].filter((part): part is string => Boolean(part));
  return parts.join(PAGE_TITLE_SEPARATOR);
}

export interface PageTitleProps {
  /** What the screen shows, in the app's own words ('Profiles', 'wild_nina, 19'). */
  page?: string;
}

/**
 * Sets the document title while the screen is shown. React 19 puts a <title> rendered anywhere
 * in the tree into the document's head, ahead of the page's own, and takes it out on unmount, so
 * the page server's title (the brand) is back between screens.
 */
export function PageTitle({ page }: PageTitleProps): ReactElement {
  const productName = useAtomValue(brandAtom)?.productName;
  return createElement('title', null, pageTitle(page, productName));
}
