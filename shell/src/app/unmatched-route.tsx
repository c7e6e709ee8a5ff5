import { useSyncExternalStore } from 'react';
import { useLocation } from '@heartline/contracts/router';
import { findRoute } from '@heartline/contracts';
import { LAYOUTS } from './layouts/layouts';
import { NotFoundView } from '../components/not-found-view';
import { findRemoteForPath } from '../features/remotes/registry';
import { remoteFailure, remoteStatus, subscribeRemoteStatus } from '../features/remotes/remote-loader';
import { RemoteFallback } from '../features/remotes/remote-fallback';
import { retryRemote } from './retry-remote';

/**
 * What no route matched. A path owned by a remote that failed to load gets the fallback in its
 * own layout; anything else is 'Page not found: {path}' (remotes that do not exist yet included).
 */
export function UnmatchedRoute() {
  const { pathname } = useLocation();
  const entry = findRemoteForPath(pathname);
  const status = useSyncExternalStore(subscribeRemoteStatus, () => (entry ? remoteStatus(entry.name) : 'idle'));
  const layout = findRoute(pathname)?.layout ?? 'static';
  const Layout = LAYOUTS[entry ? layout : 'static'];
  return (
    <Layout>
      {entry && status === 'failed' ? (
        <RemoteFallback entry={entry} failure={remoteFailure(entry.name)} retry={retryRemote} />
      ) : (
        <NotFoundView path={pathname} />
      )}
    </Layout>
  );
}
