// The address the member is on, for navigation that marks where they are. The routed shell
// provides it (app/root-shell.tsx); the router-less landing page is '/'.
import { createContext, useContext } from 'react';

export const CurrentPath = createContext('/');

export function useCurrentPath(): string {
  return useContext(CurrentPath);
}
