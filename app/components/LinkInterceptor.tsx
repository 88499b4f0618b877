import { useEffect, useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";

/** Paths served by the server itself, never by the router. */
const SERVER_PATHS = /^\/(api|rest|files|brand|assets|healthz|readyz)(\/|$)|\.(xml|txt|json|svg|png|jpe?g|webp|pdf)$/i;

function routableAnchor(target: EventTarget | null): { a: HTMLAnchorElement; path: string } | null {
  const a = (target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!a) return null;
  if (a.target && a.target !== "_self") return null;
  if (a.hasAttribute("download") || a.dataset.reload !== undefined || /\bexternal\b/.test(a.rel)) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin || SERVER_PATHS.test(url.pathname)) return null;
  return { a, path: url.pathname + url.search + url.hash };
}

/** Spec §9: no prefetch on 2g, with data saver on, or offline. */
function prefetchAllowed(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!navigator.onLine) return false;
  if (c?.saveData) return false;
  return !(c?.effectiveType && /(^|-)2g$/.test(c.effectiveType));
}

/**
 * Plain anchors anywhere in the page (our components and HTML content alike) navigate inside the
 * app: one document listener instead of a router <Link> per anchor. Hovering or focusing an
 * internal link prefetches its route data and modules.
 */
export function LinkInterceptor() {
  const navigate = useNavigate();
  const [prefetch, setPrefetch] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const hit = routableAnchor(e.target);
      if (!hit) return;
      e.preventDefault();
      const here = window.location.pathname + window.location.search;
      const [pathAndQuery = "", hash] = hit.path.split("#");
      if (hash !== undefined && pathAndQuery === here) {
        window.history.pushState(null, "", "#" + hash);
        document.getElementById(decodeURIComponent(hash))?.scrollIntoView();
        return;
      }
      navigate(hit.path, { viewTransition: true });
    };
    let timer = 0;
    const onIntent = (e: Event) => {
      const hit = routableAnchor(e.target);
      if (!hit || !prefetchAllowed()) return;
      window.clearTimeout(timer);
      const path = hit.path.split("#")[0]!;
      timer = window.setTimeout(() => setPrefetch(path), 100);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("mouseover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("mouseover", onIntent);
      document.removeEventListener("focusin", onIntent);
      window.clearTimeout(timer);
    };
  }, [navigate]);

  return prefetch && prefetch !== window.location.pathname ? <PrefetchPageLinks page={prefetch} /> : null;
}
