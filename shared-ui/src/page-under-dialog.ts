// What an open dialog does to the page under it: only the topmost dialog can be reached (the rest
// of the page is inert: no focus, no clicks, hidden from assistive technology, as under a native
// modal <dialog>) and the page does not scroll behind it. The state lives in the DOM, not in this
// module, so every copy of the package agrees (a remote alone in its harness bundles its own).

/** On a dialog's layer (a child of <body>) while it is open. */
const OPEN_LAYER = 'data-dialog-layer';
/** On what a dialog made inert, so closing one never wakes what something else put to sleep. */
const MADE_INERT = 'data-dialog-inert';
/** On <html> while the scroll is locked: the page's own overflow and gutter, to put back. */
const SCROLL_LOCK = 'data-dialog-scroll-lock';

/** Opens a layer over the page; the function it returns closes it again. */
export function openLayer(layer: HTMLElement): () => void {
  layer.setAttribute(OPEN_LAYER, '');
  syncPage(layer.ownerDocument);
  return () => {
    layer.removeAttribute(OPEN_LAYER);
    syncPage(layer.ownerDocument);
  };
}

/** The layer that takes keys: the one opened last (each is appended to <body> as it opens). */
export function isTopLayer(layer: HTMLElement): boolean {
  return topLayer(layer.ownerDocument) === layer;
}

function topLayer(doc: Document): Element | undefined {
  return [...doc.body.children].filter((child) => child.hasAttribute(OPEN_LAYER)).at(-1);
}

function syncPage(doc: Document): void {
  const top = topLayer(doc);
  for (const child of doc.body.children) {
    const asleep = top !== undefined && child !== top;
    if (asleep && !child.hasAttribute('inert')) {
      child.setAttribute('inert', '');
      child.setAttribute(MADE_INERT, '');
    } else if (!asleep && child.hasAttribute(MADE_INERT)) {
      child.removeAttribute('inert');
      child.removeAttribute(MADE_INERT);
    }
  }
  lockScroll(doc, top !== undefined);
}

interface KeptScroll {
  overflow: string;
  scrollbarGutter: string;
}

function lockScroll(doc: Document, locked: boolean): void {
  const html = doc.documentElement;
  const kept = html.getAttribute(SCROLL_LOCK);
  if (locked && kept === null) {
    const hadScrollbar = (doc.defaultView?.innerWidth ?? 0) > html.clientWidth;
    const own: KeptScroll = { overflow: html.style.overflow, scrollbarGutter: html.style.scrollbarGutter };
    html.setAttribute(SCROLL_LOCK, JSON.stringify(own));
    html.style.overflow = 'hidden';
    // The scrollbar's room stays, so the page does not jump sideways when it goes.
    if (hadScrollbar) html.style.scrollbarGutter = 'stable';
  } else if (!locked && kept !== null) {
    const own = JSON.parse(kept) as KeptScroll;
    html.style.overflow = own.overflow;
    html.style.scrollbarGutter = own.scrollbarGutter;
    html.removeAttribute(SCROLL_LOCK);
  }
}
