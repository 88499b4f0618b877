/**
 * Spec §4: a link is internal when it stays on the same host or its host name contains `akun`;
 * any other host opens in a new tab without opener or referrer.
 */
export function isInternalHref(href: string, currentHost: string): boolean {
  if (href.startsWith("/") && !href.startsWith("//")) return true;
  if (href.startsWith("#") || href.startsWith("?")) return true;
  if (/^(mailto|tel):/i.test(href)) return true;
  let url: URL;
  try {
    url = new URL(href, `http://${currentHost}`);
  } catch {
    return true;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return true;
  const host = url.host.toLowerCase();
  return host === currentHost.toLowerCase() || url.hostname.toLowerCase().includes("akun");
}

export const EXTERNAL_LINK_PROPS = { target: "_blank", rel: "noopener noreferrer" } as const;
