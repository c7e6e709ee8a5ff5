// Toasts with react-toastify (member spec §2): success, error, info, warning, default; 4000 ms,
// top-right, dismissible, pause on hover. The library loads on the first toast, not at start;
// toasts asked for before the container mounts wait in react-toastify's own queue.
import { useSyncExternalStore, type ComponentType } from 'react';
import { TOAST_DURATION_MS, bus, type ToastRequest } from '@heartline/contracts';
import { readRuntimeConfig } from '../../lib/config';

type Toastify = typeof import('react-toastify');
type Container = ComponentType<Record<string, unknown>>;

let toastify: Promise<Toastify> | null = null;
let container: Container | null = null;
const subscribers = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  // Its style sheet, then the brand's styling of it (@heartline/ui), both with the library.
  toastify ??= Promise.all([
    import('react-toastify'),
    import('react-toastify/dist/ReactToastify.css').then(() => import('@heartline/ui/toast.css')),
  ]).then(([lib]) => {
    container = lib.ToastContainer as Container;
    for (const notify of subscribers) notify();
    return lib;
  });
  return toastify;
}

function show(lib: Toastify, { text, title, variant = 'default' }: ToastRequest): void {
  lib.toast(title ? `${title}: ${text}` : text, { type: variant });
}

/** Started by bootstrap before anything can ask for a toast. */
export function listenToToasts(): () => void {
  const onToast = (request: ToastRequest) => void loadToastify().then((lib) => show(lib, request));
  bus.on('toast:show', onToast);
  return () => bus.off('toast:show', onToast);
}

export function ToastHost() {
  const Component = useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => container,
  );
  if (!Component) return null;
  return <ToastContainerView Component={Component} />;
}

function ToastContainerView({ Component }: { Component: Container }) {
  // react-toastify adds a <style> element: it carries the page's style nonce, or the policy refuses it.
  const nonce = readRuntimeConfig().styleNonce ?? undefined;
  return (
    <Component position="top-right" autoClose={TOAST_DURATION_MS} closeOnClick pauseOnHover draggable={false} newestOnTop nonce={nonce} />
  );
}
