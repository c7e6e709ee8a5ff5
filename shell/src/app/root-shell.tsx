import { useEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from '@heartline/contracts/router';
import { endEarlyPaint, openedOn, pageChromeOf } from '@heartline/contracts';
import { PopupHost } from './popup-host';
import { ToastHost } from '../features/toasts/toast-host';
import { PageLoader } from '../features/loader/page-loader';
import { hideBootLoader } from '../lib/boot-loader';
import { UserChannelMount } from '../features/realtime/user-channel-mount';
import { NewVersionNotice } from '../features/build-check/new-version-notice';
import { SHELL_POPUPS } from './shell-popups';
import { CurrentPath } from '../components/current-path';
import { CurrentPageChrome } from '../components/page-chrome';

export function RootShell() {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  // The layouts draw what the page's route asks for (a conversation on a phone has no tab bar).
  const { footer, fullScreenOnPhone } = pageChromeOf(useMatches());
  const chrome = useMemo(() => ({ footer, fullScreenOnPhone }), [footer, fullScreenOnPhone]);
  useEffect(() => {
    if (navigation.state === 'idle') hideBootLoader();
  }, [navigation.state]);
  // The first row's photos drawn before the app ran belong to the page the document opened on:
  // any other (a redirect to sign in, a tap elsewhere) ends them at once.
  useEffect(() => {
    if (!openedOn(pathname + search)) endEarlyPaint();
  }, [pathname, search]);
  return (
    <CurrentPath.Provider value={pathname}>
      <CurrentPageChrome.Provider value={chrome}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <NewVersionNotice />
        <UserChannelMount />
        <Outlet />
        <PopupHost shellPopups={SHELL_POPUPS} pathname={pathname} />
        <ToastHost />
        <PageLoader />
        <ScrollRestoration />
      </CurrentPageChrome.Provider>
    </CurrentPath.Provider>
  );
}
