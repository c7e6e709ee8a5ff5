/** Hides the full-screen loader that index.html shows until the first page has loaded. */
export function hideBootLoader(): void {
  const loader = document.getElementById('boot-loader');
  if (loader) loader.hidden = true;
  document.documentElement.dataset.ready = 'true';
}
