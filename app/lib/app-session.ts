import { useEffect } from "react";

/** Browser side of spec §4: app version check and app token (cookies `_gt` / `_ct`, 23 h). */
const VERSION_KEY = "appVersion";
const TOKEN_VALID_KEY = "isTokenValid";
const TOKEN_COOKIES = ["_gt", "_ct"] as const;

function readCookie(name: string): string | null {
  const m = document.cookie.split("; ").find((p) => p.startsWith(name + "="));
  return m ? decodeURIComponent(m.slice(name.length + 1)) : null;
}

export function clearAppTokenCookies(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers; this is a plain synchronous write
  for (const name of TOKEN_COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Headers of an API call: the app token and its code when the server gave them (else none). */
export function appTokenHeaders(): Record<string, string> {
  if (typeof document === "undefined") return {};
  const token = readCookie("_gt");
  const code = readCookie("_ct");
  return token ? { AppToken: token, ...(code ? { AppCode: code } : {}) } : {};
}

/** fetch for the site's own API with the app token headers (cookies carry the session). */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [k, v] of Object.entries(appTokenHeaders())) if (!headers.has(k)) headers.set(k, v);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  return fetch(path, { ...init, headers, credentials: "same-origin" });
}

async function requestNewToken(): Promise<boolean> {
  clearAppTokenCookies();
  const res = await fetch("/api/v1/authorizer/token/issue", { method: "POST", credentials: "same-origin", headers: { Accept: "application/json" } });
  // Read the body: an unread response keeps its connection busy (and the page never idle).
  await res.text().catch(() => "");
  return res.ok;
}

/**
 * On load: when the stored version differs from the server's, clear local storage and the two
 * app-token cookies and store the new version; then validate the app token and request a new
 * one when it is missing or invalid.
 */
export async function checkAppVersion(): Promise<void> {
  const res = await fetch("/api/v1/authorizer/version", { headers: { Accept: "application/json" } });
  if (!res.ok) return;
  const body = (await res.json()) as { data?: { version?: string } };
  const version = body.data?.version;
  if (!version) return;
  if (localStorage.getItem(VERSION_KEY) !== version) {
    localStorage.clear();
    clearAppTokenCookies();
    localStorage.setItem(VERSION_KEY, version);
  }
  let valid = false;
  if (readCookie("_gt")) {
    const check = await apiFetch("/api/v1/authorizer/validate");
    await check.text().catch(() => "");
    valid = check.ok;
  }
  if (!valid) valid = await requestNewToken();
  localStorage.setItem(TOKEN_VALID_KEY, String(valid));
}

/** Runs the version check once per page load (after hydration, never during SSR). */
export function AppSession() {
  useEffect(() => {
    checkAppVersion().catch(() => {
      /* offline or server unreachable: the next load tries again */
    });
  }, []);
  return null;
}
