// The routes mfe-profiles contributes under the authenticated layout. Pages load on demand
// (route `lazy`), so entering /profiles loads the list page alone: no zod, no form library.
import { createElement } from 'react';
import { Navigate, type RouteObject } from '@heartline/contracts/router';
import { ProfilesSection } from '../features/search/profiles-section';

export const authenticatedRoutes: RouteObject[] = [
  {
    // Keeps the profiles list while the member goes from the list to a profile and back.
    element: createElement(ProfilesSection),
    children: [
      { path: '/profiles', lazy: () => import('../features/search/profiles-page').then((module) => ({ Component: module.ProfilesPage })) },
      {
        path: '/profile/:id',
        lazy: () => import('../features/profile-view/profile-page').then((module) => ({ Component: module.ProfilePage })),
      },
    ],
  },
  { path: '/matches', lazy: () => import('../features/matches/matches-page').then((module) => ({ Component: module.MatchesPage })) },
  {
    path: '/favorites',
    lazy: () => import('../features/interests/interests-page').then((module) => ({ Component: module.FavoritesPage })),
  },
  { path: '/interests', element: createElement(Navigate, { to: '/interests/favorited-me/1', replace: true }) },
  {
    path: '/interests/:kind/:page?',
    lazy: () => import('../features/interests/interests-page').then((module) => ({ Component: module.InterestsPage })),
  },
  {
    // One screen for /user and /user/edit: the page stays mounted when the member starts editing,
    // and each child fills its card (every leaf has a component, so the router has no empty leaf).
    path: '/user',
    lazy: () => import('../app/routes/own-profile-route').then((module) => ({ Component: module.OwnProfileRoute })),
    children: [
      {
        index: true,
        lazy: () => import('../features/own-profile/own-profile-sections').then((module) => ({ Component: module.OwnProfileDetails })),
      },
      {
        path: 'edit',
        lazy: () => import('../features/own-profile/own-profile-sections').then((module) => ({ Component: module.OwnProfileEdit })),
      },
    ],
  },
];
