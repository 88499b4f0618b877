import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { isInternalHref } from "../../src/contracts/links.ts";

const ENDPOINT = "/api/v1/logger/log/click";
const SESSION_KEY = "tunas:page-load-logged";

type TClickType = "page_load" | "internal_navigation" | "external";

/** Sends one click-log event (spec §3/§7). Failures are console warnings only (spec §8). */
export function sendClickLog(from: string, to: string, type: TClickType): void {
  const body = JSON.stringify({ from, to, type, timestamp: new Date().toISOString() });
  try {
    if (type === "external" && navigator.sendBeacon) {
      if (navigator.sendBeacon(ENDPOINT, new Blob([body], { type: "application/json" }))) return;
    }
    fetch(ENDPOINT, { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch((err) =>
      console.warn("Gagal mengirim catatan klik", err),
    );
  } catch (err) {
    console.warn("Gagal mengirim catatan klik", err);
  }
}

/** Page load once per browser session, every internal navigation, and clicks to other hosts. */
export function ClickLogger() {
  const location = useLocation();
  const previous = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger (one log per navigation); the effect reads window.location for the full address
  useEffect(() => {
    const here = window.location.href;
    if (previous.current === null) {
      try {
        if (!sessionStorage.getItem(SESSION_KEY)) {
          sessionStorage.setItem(SESSION_KEY, "1");
          sendClickLog(document.referrer, here, "page_load");
        }
      } catch {
        /* storage disabled: skip the page-load log */
      }
    } else if (previous.current !== here) {
      sendClickLog(previous.current, here, "internal_navigation");
    }
    previous.current = here;
  }, [location.key]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!a || isInternalHref(a.href, window.location.host)) return;
      sendClickLog(window.location.href, a.href, "external");
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  return null;
}
