// Where a remote's routes hang in each layout: a pathless route that gives them the shell's one
// QueryClient. Its code (react-query among it) loads with the first remote page, so the landing
// page and the shell's own pages never carry it.
import { Outlet } from '@heartline/contracts/router';
import { ServerStateProvider } from '../../features/server-state/server-state-provider';

export default function RemoteSlot() {
  return (
    <ServerStateProvider>
      <Outlet />
    </ServerStateProvider>
  );
}
