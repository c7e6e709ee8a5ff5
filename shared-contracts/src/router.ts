// The router surface every app uses, from one shared singleton. React Router's package is large
// and a shared module is shipped whole, so the apps share this entry instead: webpack keeps only
// what is re-exported here (measured: 65 KB gzip for all of react-router). Need another export?
// Add it here; every app then gets the same router instance and contexts.
export {
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  redirect,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
export type { LazyRouteFunction, LoaderFunctionArgs, Location, NavigateFunction, RouteObject } from 'react-router';
