// Links that work with and without the router: on the router-less landing page an <a> that
// starts the router on click (and fetches it on intent); inside the router, React Router's Link.
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type MouseEvent } from 'react';
import { prefetchRouter, requestRouter } from '../lib/router-boot';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** A navigation link: marked `active` while its page is open. */
  nav?: boolean;
}

function BootLink({ to, nav: _nav, onClick, children, ...rest }: AppLinkProps) {
  function onNavigate(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick) return;
    event.preventDefault();
    void requestRouter(to);
  }
  return (
    <a href={to} {...rest} onClick={onNavigate} onPointerEnter={prefetchRouter} onFocus={prefetchRouter} onTouchStart={prefetchRouter}>
      {children}
    </a>
  );
}

export const LinkImplementation = createContext<ComponentType<AppLinkProps>>(BootLink);

export function AppLink(props: AppLinkProps) {
  const Implementation = useContext(LinkImplementation);
  // oxlint-disable-next-line react/static-components -- a stable module-level component chosen by mode, not one made during render
  return <Implementation {...props} />;
}
