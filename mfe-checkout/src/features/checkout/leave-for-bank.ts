// Sends the browser to the bank's 3-D Secure page (a full page load: the bank's page is another
// site). Its own module so component tests can see where the checkout would go.
export function leaveForBank(url: string): void {
  globalThis.location.assign(url);
}
