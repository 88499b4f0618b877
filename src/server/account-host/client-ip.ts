import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

function isLoopbackOrPrivate(ip: string): boolean {
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|fc|fd)/i.test(ip);
}

/**
 * The visitor's address for rate limits. A forwarded address is only believed when the direct
 * peer is a local/private proxy (or there is no socket, as in tests).
 */
export function clientIp(c: Context): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined;
  }
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded && (!remote || isLoopbackOrPrivate(remote)) && /^[0-9a-fA-F:.]{2,45}$/.test(forwarded)) return forwarded;
  return remote ?? "unknown";
}
