// What a page asks of the layout around it, said in its route's `handle` (React Router carries a
// handle with the route, a remote's routes included once the shell patches them in). A handle is
// read while the page renders, so the first paint is already right: a body class or an atom that
// the page set in an effect would show the tab bar and then take it away (a layout shift), and
// would have to be undone by whoever set it on every way out of the page.

/** The chrome a page asks for; what it does not say stays as the layout draws it. */
export interface PageChrome {
  /** The site footer under the page (an app screen such as the messages has none). Default true. */
  footer?: boolean;
  /**
   * Below the tablet breakpoint the page is the whole screen: no site header and no tab bar (a
   * conversation, whose own header leads back). Default false.
   */
  fullScreenOnPhone?: boolean;
}

/** A route's `handle` as the shell reads it. */
export interface PageHandle {
  chrome?: PageChrome;
}

/** The chrome of the matched routes, the deepest route's word winning for each part. */
export function pageChromeOf(matches: readonly { handle?: unknown }[]): Required<PageChrome> {
  const chrome: Required<PageChrome> = { footer: true, fullScreenOnPhone: false };
  for (const { handle } of matches) {
    const asked = (handle as PageHandle | undefined)?.chrome;
    if (!asked) continue;
    if (asked.footer !== undefined) chrome.footer = asked.footer;
    if (asked.fullScreenOnPhone !== undefined) chrome.fullScreenOnPhone = asked.fullScreenOnPhone;
  }
  return chrome;
}
