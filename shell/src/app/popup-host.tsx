import { useEffect, useState, type ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import {
  PLATFORM_MESSAGES,
  popupQueueAtom,
  showToast,
  type PopupFrame,
  type PopupName,
  type PopupProps,
  type QueuedPopup,
} from '@heartline/contracts';
import { findRemoteForPopup } from '../features/remotes/registry';
import { closePopup } from '../features/popups/popup-queue';

/** A popup the shell contributes itself; `aside` asks it for its non-modal form. */
export type ShellPopupComponent = ComponentType<PopupProps & { aside: boolean }>;

export interface ShellPopupEntry {
  load: () => Promise<ShellPopupComponent>;
  /**
   * Pages where the popup steps aside (shown in its non-modal form, the queue behind it open):
   * e.g. the terms while the member reads /terms, or signs in on /sign-in.
   */
  stepsAsideOn?: readonly string[];
}

export type ShellPopups = Partial<Record<PopupName, ShellPopupEntry>>;

const NO_SHELL_POPUPS: ShellPopups = {};

/**
 * Finds the component for a popup: the shell's own first, else the remote that contributes it,
 * loaded on demand (remote-popup.ts). That code is imported only then, so a page that shows only
 * the shell's popups (the landing page and its terms) never loads the federation runtime or the
 * remotes' server state.
 */
async function resolvePopup(name: PopupName, shellPopups: ShellPopups): Promise<ShellPopupComponent | null> {
  const own = shellPopups[name];
  if (own) return own.load();
  const entry = findRemoteForPopup(name);
  if (!entry) return null;
  const { loadRemotePopup } = await import('./remote-popup');
  // A remote's popup takes PopupProps; the extra `aside` it is given is simply not read.
  return (await loadRemotePopup(entry, name)) as ShellPopupComponent | null;
}

/** The dialog frame, loaded with the first popup: a page that shows none never loads it. */
const loadFrame = (): Promise<PopupFrame> => import('../components/popup-frame').then((module) => module.PopupFrame);

interface PopupHostProps {
  shellPopups?: ShellPopups;
  /** The page under the popups. */
  pathname: string;
}

/** The active popup; when it steps aside on this page, the next one in line too. */
export function PopupHost({ shellPopups = NO_SHELL_POPUPS, pathname }: PopupHostProps) {
  const [first, second] = useAtomValue(popupQueueAtom);
  const firstAside = first !== undefined && (shellPopups[first.name]?.stepsAsideOn?.includes(pathname) ?? false);
  return (
    <>
      {first && <PopupSlot key={first.id} popup={first} shellPopups={shellPopups} aside={firstAside} />}
      {firstAside && second && <PopupSlot key={second.id} popup={second} shellPopups={shellPopups} aside={false} />}
    </>
  );
}

function PopupSlot({ popup, shellPopups, aside }: { popup: QueuedPopup; shellPopups: ShellPopups; aside: boolean }) {
  const [loaded, setLoaded] = useState<{ Component: ShellPopupComponent; Frame: PopupFrame } | null>(null);

  useEffect(() => {
    let cancelled = false;
    Promise.all([resolvePopup(popup.name, shellPopups), loadFrame()]).then(
      ([Component, Frame]) => {
        if (cancelled) return;
        if (Component) setLoaded({ Component, Frame });
        else closePopup(popup.id);
      },
      () => {
        if (cancelled) return;
        showToast(PLATFORM_MESSAGES.generic, 'error');
        closePopup(popup.id);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [popup, shellPopups]);

  // While its code loads, the page says a popup is on its way (the journeys wait for it to settle).
  if (!loaded) return <span hidden data-popup-loading="" />;
  const { Component, Frame } = loaded;
  return <Component popup={popup} close={() => closePopup(popup.id)} Frame={Frame} aside={aside} />;
}
