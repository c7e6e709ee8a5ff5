// @heartline/remote-kit/testing: what every remote's tests share.
export { deferred, fakeApi } from './fake-api';
export type { FakeCall, FakeHandler } from './fake-api';
export { BRAND, NOW, image, member, profile, profileDetail } from './fixtures';
export { axeViolations, followUserUpdates, renderRoutes, renderWithStore } from './render';
export { TestPopupFrame } from './popup-frame';
export type { RenderContext } from './render';
export { failUnfakedRequests, setupRemoteTests } from './setup';
export type { RemoteTestSetup } from './setup';
