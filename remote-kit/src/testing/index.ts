// @heartline/remote-kit/testing: what every remote's tests share.
export { deferred, fakeApi } from './fake-api';
export type { FakeCall, FakeHandler, FakeRequest } from './fake-api';
export { BRAND, NOW, conversation, image, member, message, profile, profileDetail } from './fixtures';
export { axeViolations, followUserUpdates, renderRoutes, renderWithStore } from './render';
export { TestPopupFrame } from './popup-frame';
export type { RenderContext } from './render';
export { setupRemoteTests, listenOnFakeNetwork } from './setup';
export type { RemoteTestSetup } from './setup';
export { FakeSocket, createFakeSocket } from './fake-socket';
