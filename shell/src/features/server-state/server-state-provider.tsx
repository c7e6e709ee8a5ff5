import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/** Gives a remote's pages and popups the shell's one QueryClient. */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A remote's popup inside the provider (popups render beside the routes, not under a layout). */
export function withServerState<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithServerState(props: P) {
    return (
      <ServerStateProvider>
        <Component {...props} />
      </ServerStateProvider>
    );
  }
  return WithServerState;
}
