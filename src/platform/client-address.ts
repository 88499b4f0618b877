import { BlockList, isIP } from "node:net";
import type { Context } from "hono";

/**
 * Who is on the other end of a request: the client's address (for rate limits) and whether the
 * request reached us over HTTPS (for HSTS).
 *
 * `X-Forwarded-For` and `X-Forwarded-Proto` are written by whoever sends the request, so they are
 * only believed from the proxies named in TRUST_PROXY:
 * - `none` (default): the socket's peer is the client; forwarded headers are ignored.
 * - a hop count `n`: the last `n` hops (the socket's peer and the n−1 rightmost X-Forwarded-For
 *   entries) are our proxies; the client is the entry just left of them.
 * - a list of addresses/CIDRs: walk from the socket's peer leftwards through X-Forwarded-For,
 *   skipping addresses in the list; the first one outside it is the client.
 *
 * Requests without a socket (`app.request()` in tests) have no peer address: with `none` they all
 * share one unknown address; with a configured proxy the missing peer counts as that proxy.
 */
export type TTrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; list: BlockList };

export interface TClientAddress {
  /** Normalised client address (IPv4-mapped IPv6 as plain IPv4), or "unknown". */
  ip: string;
  /** The request arrived over HTTPS: a TLS socket, or a trusted proxy said X-Forwarded-Proto: https. */
  https: boolean;
}

export const UNKNOWN_ADDRESS = "unknown";

const parsed = new Map<string, TTrustProxy>();

/** Parses TRUST_PROXY (memoised: it is read on every request). Throws on an entry that is not an address/CIDR. */
export function parseTrustProxy(spec: string): TTrustProxy {
  const hit = parsed.get(spec);
  if (hit) return hit;
  const value = spec.trim().toLowerCase();
  let out: TTrustProxy;
  if (value === "" || value === "none" || value === "0") out = { kind: "none" };
  else if (/^\d{1,2}$/.test(value)) out = { kind: "hops", hops: Number(value) };
  else {
    const list = new BlockList();
    for (const raw of value.split(",")) {
      const entry = raw.trim();
      if (!entry) continue;
      const [addr, prefix] = entry.split("/");
      const ip = normaliseAddress(addr ?? "");
      if (!ip) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR`);
      const type = isIP(ip) === 6 ? "ipv6" : "ipv4";
      if (prefix === undefined) list.addAddress(ip, type);
      else {
        const bits = Number(prefix);
        if (!/^\d{1,3}$/.test(prefix) || bits > (type === "ipv6" ? 128 : 32)) throw new Error(`TRUST_PROXY: "${entry}" has a bad prefix length`);
        list.addSubnet(ip, bits, type);
      }
    }
    out = { kind: "list", list };
  }
  parsed.set(spec, out);
  return out;
}

/**
 * A plain IP address from a header entry or socket, or null for anything else: strips `[…]` and a
 * port, lower-cases IPv6 and turns `::ffff:a.b.c.d` into `a.b.c.d`.
 */
export function normaliseAddress(raw: string): string | null {
  let s = raw.trim();
  if (!s || s.length > 64) return null;
  const bracket = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(s);
  if (bracket) s = bracket[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(s)) s = s.slice(0, s.lastIndexOf(":"));
  s = s.toLowerCase();
  // A zone index (fe80::1%eth0) names an interface, not a client.
  if (s.includes("%")) s = s.slice(0, s.indexOf("%"));
  const kind = isIP(s);
  if (kind === 0) return null;
  if (kind === 6) {
    // IPv4-mapped (::ffff:a.b.c.d, 0:0:0:0:0:ffff:a.b.c.d, ::ffff:7f00:1): the IPv4 address it maps.
    const dotted = /^(?:(?:0{1,4}:){5}|::(?:0{1,4}:)?)ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
    if (dotted) return dotted[1]!;
    const hex = /^(?:(?:0{1,4}:){5}|::(?:0{1,4}:)?)ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(s);
    if (hex) {
      const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
      return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
    }
  }
  return s;
}

function isTrusted(trust: TTrustProxy, ip: string): boolean {
  if (trust.kind !== "list") return false;
  return trust.list.check(ip, isIP(ip) === 6 ? "ipv6" : "ipv4");
}

/**
 * The pure decision, for tests and for `clientAddress`: `peer` is the socket's remote address
 * (undefined without a socket), `tls` whether the socket is encrypted.
 */
export function resolveClient(input: {
  peer: string | undefined;
  tls: boolean;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
  trust: TTrustProxy;
}): TClientAddress {
  const { trust } = input;
  const peer = input.peer === undefined ? undefined : (normaliseAddress(input.peer) ?? undefined);
  const noSocket = input.peer === undefined;
  // Without a socket there is no peer to judge: it is the configured proxy when there is one.
  const peerTrusted = trust.kind === "hops" ? true : trust.kind === "list" ? noSocket || (!!peer && isTrusted(trust, peer)) : false;
  if (!peerTrusted) return { ip: peer ?? UNKNOWN_ADDRESS, https: input.tls };

  // Forwarded entries, nearest hop first; entries that are not addresses are ignored (only the
  // client's own, left-hand part of the header can hold them: our proxies write addresses).
  const hops = (input.forwardedFor ?? "")
    .split(",")
    .map(normaliseAddress)
    .filter((a): a is string => a !== null)
    .reverse();
  let ip: string;
  if (trust.kind === "hops") {
    // chain[0] is the peer; chain[n] is the client when n proxies stand in front of us.
    const chain = [peer ?? UNKNOWN_ADDRESS, ...hops];
    ip = chain[Math.min(trust.hops, chain.length - 1)]!;
  } else {
    ip = peer ?? UNKNOWN_ADDRESS;
    for (const hop of hops) {
      ip = hop;
      if (!isTrusted(trust, hop)) break;
    }
  }
  const proto = input.forwardedProto?.split(",")[0]?.trim().toLowerCase();
  return { ip, https: input.tls || proto === "https" };
}

interface TNodeBindings {
  incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } };
}

/** The client of this request under the configured proxy trust (see the module comment). */
export function clientAddress(c: Context, trustProxy: string): TClientAddress {
  const socket = (c.env as TNodeBindings | undefined)?.incoming?.socket;
  return resolveClient({
    peer: socket?.remoteAddress,
    tls: socket?.encrypted === true,
    forwardedFor: c.req.header("x-forwarded-for"),
    forwardedProto: c.req.header("x-forwarded-proto"),
    trust: parseTrustProxy(trustProxy),
  });
}

/**
 * The key a rate limit counts a client under: its IPv4 address, or the /64 network of an IPv6
 * address. One IPv6 customer is given a whole /64 (2^64 addresses), so counting single addresses
 * would let one person rotate through fresh buckets without end.
 */
export function rateLimitKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}

/** Shorthand for the rate limits: the client's address (IPv6 counted per /64, see rateLimitKey). */
export function clientIp(c: Context, trustProxy: string): string {
  return rateLimitKey(clientAddress(c, trustProxy).ip);
}
