// Formatters' data loaded ahead of the member's pages (issue 25 item 4: blocking time).

/**
 * Intl loads a locale's number and date data the first time a formatter of the locale is made: a
 * NumberFormat took 20 ms and a DateTimeFormat 6 ms in Node on this project's machine, four times
 * that on the phone Lighthouse models, and the member's pages made theirs in the render that shows
 * their list (the total of profiles, a message's time), one of the page's longest tasks. Made here,
 * each in a task of its own queued when the router starts, every later formatter of the locale
 * costs a tenth of a millisecond. Not in idle callbacks: a slow phone evaluating the page's code is
 * not idle before the list shows, so they came after it. A visitor's first look at a public page
 * starts no router and does none of it.
 */
export function prepareLocaleData(locale: string): void {
  const steps = [() => new Intl.NumberFormat(locale), () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })];
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    step();
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
