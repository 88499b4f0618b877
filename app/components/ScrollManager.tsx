import { useLayoutEffect, useRef } from "react";
import { useLocation, useMatches, useNavigationType } from "react-router";

/** Route handle: `{ keepScroll: true }` opts a route out of scroll-to-top. */
export interface TRouteHandle {
  keepScroll?: boolean;
}

/** Spec §2: route changes scroll to the top unless a route opts out; a hash scrolls to its element. */
export function ScrollManager() {
  const location = useLocation();
  const navType = useNavigationType();
  const matches = useMatches();
  const first = useRef(true);

  // Before the browser paints the new page: no frame of it at the old scroll position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key); a revalidation gives new matches and must not scroll
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      if (!location.hash) return;
    }
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      const el = document.getElementById(id) ?? document.getElementsByName(id)[0];
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    if (navType === "POP") return;
    const keep = matches.some((m) => (m.handle as TRouteHandle | undefined)?.keepScroll);
    if (!keep) window.scrollTo(0, 0);
  }, [location.key]);
  return null;
}
