import { useEffect, useState, type ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { MESSAGES, popupQueueAtom, showToast, type PopupName, type PopupProps } from '@heartline/contracts';
import { findRemoteForPopup } from '../remotes/registry';
import { loadRemoteModule } from '../remotes/remote-loader';
import { Modal } from '../../components/modal';
import { closePopup } from './popup-queue';

/** Finds the component for a popup: the remote that contributes it is loaded on demand. */
async function resolvePopup(name: PopupName): Promise<ComponentType<PopupProps> | null> {
  const entry = findRemoteForPopup(name);
  if (!entry) return null;
  const module = await loadRemoteModule(entry);
  return module.popups?.[name] ?? null;
}

export function PopupHost() {
  const queue = useAtomValue(popupQueueAtom);
  const active = queue[0];
  const [resolved, setResolved] = useState<{ id: string; Component: ComponentType<PopupProps> } | null>(null);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    resolvePopup(active.name).then(
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
  }, [active]);

  if (!active || resolved?.id !== active.id) return null;
  const { Component } = resolved;
  return <Component key={active.id} popup={active} close={() => closePopup(active.id)} Frame={Modal} />;
}
