// The brand's logo mark for an <img>: apart from brand-theme-css.mjs (which re-exports it), so the
// header of every first visit takes this function alone. Plain JavaScript, as its neighbour.

/** The brand's SVG mark as a `data:` address for an <img> or the favicon (never inlined as markup). */
export function markDataUri(theme) {
  const mark = theme?.logo?.mark;
  if (typeof mark !== 'string' || !/^<svg[\s>]/.test(mark)) return null;
  return `data:image/svg+xml,${encodeURIComponent(mark)}`;
}
