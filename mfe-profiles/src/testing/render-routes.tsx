// This remote's real route tree, as the shell patches it in (the kit's renderRoutes), with
// stand-ins for the messages and upgrade pages its links lead to.
import { renderRoutes as renderRouteTree, type RenderContext } from '@heartline/remote-kit/testing';
import { authenticatedRoutes } from '../exposed/routes';

export function renderRoutes(path: string, context: RenderContext = {}) {
  return renderRouteTree(authenticatedRoutes, path, { ...context, elsewhere: ['/messages', '/upgrade'] });
}
