// This remote's real route tree, as the shell patches it in (the kit's renderRoutes), with
// stand-ins for the profile and upgrade pages its links lead to.
import { renderRoutes as renderRouteTree, type RenderContext } from '@heartline/remote-kit/testing';
import { routes } from '../exposed/routes';

export function renderRoutes(path: string, context: RenderContext = {}) {
  return renderRouteTree(routes, path, { ...context, elsewhere: ['/profiles', '/profile', '/upgrade'] });
}
