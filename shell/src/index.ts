// A plain build: no federation boundary is needed before the app starts. The app's modules are in
// this chunk ("eager": no request more) but run only once a returning member's early photos are on
// screen (lib/early-paint-hold.ts); a visitor's start is not held.
import { startAfterEarlyPaint } from './lib/early-paint-hold';

startAfterEarlyPaint(window.__HEARTLINE__?.earlyRequest?.shown, () => import(/* webpackMode: "eager" */ './bootstrap'));
