// A visitor's first look at "/": the landing page, in the same chunk as its router-less frame
// (app/visitor-root.tsx), so the first visit fetches one chunk group and no module twice.
import type { Root } from 'react-dom/client';
import LandingPage from '../features/public-pages/landing/landing-page';
import { renderVisitorApp } from './visitor-root';

export function renderLandingApp(root: Root): void {
  renderVisitorApp(root, '/', LandingPage);
}
