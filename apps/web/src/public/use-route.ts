import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

// History navigation without a router library: the public pages have a handful of paths.
const listeners = new Set<() => void>();
const subscribe = (cb: () => void) => {
  listeners.add(cb);
  window.addEventListener('popstate', cb);
  return () => {
    listeners.delete(cb);
    window.removeEventListener('popstate', cb);
  };
};
const getPath = () => window.location.pathname;

/** The requested path while the server renders the page (there is no window there). */
export const ServerPathContext = createContext<string | null>(null);

export function usePathname(): string {
  const serverPath = useContext(ServerPathContext);
  return useSyncExternalStore(subscribe, getPath, () => serverPath ?? getPath());
}

/** Goes to a path inside the app, keeping the query (widget mode, colours, utm_*) unless given another. */
export function navigate(path: string, opts: { replace?: boolean; query?: string } = {}) {
  const url = `${path}${opts.query ?? window.location.search}`;
  if (opts.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  listeners.forEach((cb) => cb());
  window.scrollTo({ top: 0 });
}

/** Props for an <a> that navigates in-app on a plain click and stays a real link otherwise. */
export function useLinkProps() {
  return useCallback(
    (path: string) => ({
      href: `${path}${window.location.search}`,
      onClick: (e: React.MouseEvent<HTMLAnchorElement>) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(path);
      },
    }),
    [],
  );
}
