// This remote's real route tree, as the shell patches it in (the kit's renderRoutes). Tests of a
// feature render pages through it: a feature never imports the app's composition (src/exposed).
import { renderRoutes as renderRouteTree, type RenderContext } from '@heartline/remote-kit/testing';
import { routes } from '../exposed/routes';

export function renderRoutes(path: string, context: RenderContext = {}) {
  return renderRouteTree(routes, path, context);
}
