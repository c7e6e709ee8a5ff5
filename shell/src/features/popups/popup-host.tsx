import { useEffect, useState, type ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { MESSAGES, popupQueueAtom, showToast, type PopupName, type PopupProps } from '@heartline/contracts';
import { findRemoteForPopup } from '../remotes/registry';
import { Modal } from '../../components/modal';
import { closePopup } from './popup-queue';

/** A popup the shell contributes itself; it also learns the page it is shown over. */
export type ShellPopupComponent = ComponentType<PopupProps & { pathname: string }>;
export type ShellPopups = Partial<Record<PopupName, () => Promise<ShellPopupComponent>>>;

/**
 * Finds the component for a popup: the shell's own first, else the remote that contributes it,
 * loaded on demand. The remote loader is imported only then, so a page that shows only the
 * shell's popups (the landing page and its terms) never loads the federation runtime.
 */
async function resolvePopup(name: PopupName, shellPopups: ShellPopups): Promise<ShellPopupComponent | null> {
  const own = shellPopups[name];
  if (own) return own();
  const entry = findRemoteForPopup(name);
  if (!entry) return null;
  const { loadRemoteModule } = await import('../remotes/remote-loader');
  const module = await loadRemoteModule(entry);
  // A remote's popup takes PopupProps; the extra `pathname` it is given is simply not read.
  return (module.popups?.[name] ?? null) as ShellPopupComponent | null;
}

const NO_SHELL_POPUPS: ShellPopups = {};

interface PopupHostProps {
  shellPopups?: ShellPopups;
  /** The page under the popups. */
  pathname: string;
}

export function PopupHost({ shellPopups = NO_SHELL_POPUPS, pathname }: PopupHostProps) {
  const queue = useAtomValue(popupQueueAtom);
  const active = queue[0];
  const [resolved, setResolved] = useState<{ id: string; Component: ShellPopupComponent } | null>(null);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    resolvePopup(active.name, shellPopups).then(
      (Component) => {
        if (cancelled) return;
        if (Component) setResolved({ id: active.id, Component });
        else closePopup(active.id);
      },
      () => {
        if (cancelled) return;
        showToast(MESSAGES.generic, 'error');
        closePopup(active.id);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [active, shellPopups]);

  if (!active || resolved?.id !== active.id) return null;
  const { Component } = resolved;
  return <Component key={active.id} popup={active} close={() => closePopup(active.id)} Frame={Modal} pathname={pathname} />;
}
