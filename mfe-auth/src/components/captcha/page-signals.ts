// What the self-hosted captcha v3 sends the server beside its proof of work: how a person used
// the page, not who they are. Key presses and pointer movements on the document since the page
// opened. (The time the page was open is the server's own measure, from its challenge.)

export interface PageSignals {
  keys: number;
  pointer: number;
}

export interface PageSignalWatch {
  read(): PageSignals;
  stop(): void;
}

/** Starts counting now; `read` gives the counts so far, `stop` removes the listeners. */
export function watchPageSignals(target: Document = document): PageSignalWatch {
  let keys = 0;
  let pointer = 0;
  const onKey = () => {
    keys += 1;
  };
  const onPointer = () => {
    pointer += 1;
  };
  // Capture phase: a field that stops propagation still counts as use of the page.
  target.addEventListener('keydown', onKey, { capture: true, passive: true });
  target.addEventListener('pointermove', onPointer, { capture: true, passive: true });
  return {
    read: () => ({ keys, pointer }),
    stop: () => {
      target.removeEventListener('keydown', onKey, { capture: true });
      target.removeEventListener('pointermove', onPointer, { capture: true });
    },
  };
}
