// A remote's popup, loaded with its remote and given the shell's server state (its queries read
// the one QueryClient like its pages do): the popup host imports this only for a remote's popup.
import type { ComponentType } from 'react';
import type { PopupName, PopupProps, RemoteRegistryEntry } from '@heartline/contracts';
import { loadRemoteModule } from '../features/remotes/remote-loader';
import { withServerState } from '../features/server-state/server-state-provider';

export async function loadRemotePopup(entry: RemoteRegistryEntry, name: PopupName): Promise<ComponentType<PopupProps> | null> {
  const popup = (await loadRemoteModule(entry)).popups?.[name];
  return popup ? withServerState(popup) : null;
}
