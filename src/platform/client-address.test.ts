import { describe, expect, it } from "vitest";
import { normaliseAddress, parseTrustProxy, rateLimitKey, resolveClient, UNKNOWN_ADDRESS } from "./client-address.ts";

const resolve = (trust: string, peer: string | undefined, forwardedFor?: string, opts: { tls?: boolean; proto?: string } = {}) =>
  resolveClient({ peer, tls: opts.tls ?? false, forwardedFor, forwardedProto: opts.proto, trust: parseTrustProxy(trust) });

describe("normaliseAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["::ffff:198.51.100.4", "198.51.100.4"],
    ["::FFFF:198.51.100.4", "198.51.100.4"],
    ["0:0:0:0:0:ffff:198.51.100.4", "198.51.100.4"],
    ["::ffff:c633:6404", "198.51.100.4"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
  ])("reads %j as %j", (raw, want) => expect(normaliseAddress(raw)).toBe(want));

  it.each(["", "unknown", "evil.example", "1.2.3", "999.1.1.1", "1.2.3.4.5", "<script>", "::ffff:999.1.1.1", "1.2.3.4, 5.6.7.8", "a".repeat(100)])(
    "refuses %j",
    (raw) => expect(normaliseAddress(raw)).toBeNull(),
  );
});

describe("parseTrustProxy", () => {
  it("reads none, hop counts and address lists, and refuses a bad entry", () => {
    expect(parseTrustProxy("none").kind).toBe("none");
    expect(parseTrustProxy("0").kind).toBe("none");
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1,::1").kind).toBe("list");
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/prefix/);
    expect(() => parseTrustProxy("10.0.0.300")).toThrow(/not an IP/);
  });
});

describe("resolveClient with TRUST_PROXY=none", () => {
  it("uses the socket's peer and ignores X-Forwarded-For, even from a private or loopback peer", () => {
    expect(resolve("none", "127.0.0.1", "198.51.100.9").ip).toBe("127.0.0.1");
    expect(resolve("none", "10.1.2.3", "198.51.100.9").ip).toBe("10.1.2.3");
    expect(resolve("none", "::ffff:203.0.113.5", "198.51.100.9").ip).toBe("203.0.113.5");
  });

  it("counts every socketless request as one unknown address, whatever it forwards", () => {
    expect(resolve("none", undefined, "198.51.100.9").ip).toBe(UNKNOWN_ADDRESS);
    expect(resolve("none", undefined, "198.51.100.10").ip).toBe(UNKNOWN_ADDRESS);
  });

  it("believes only a TLS socket about HTTPS, not X-Forwarded-Proto", () => {
    expect(resolve("none", "127.0.0.1", undefined, { proto: "https" }).https).toBe(false);
    expect(resolve("none", "127.0.0.1", undefined, { tls: true }).https).toBe(true);
  });
});

describe("resolveClient with a hop count", () => {
  it("takes the entry the last proxy appended (one hop), not the client's own left-hand entries", () => {
    expect(resolve("1", "10.0.0.2", "1.1.1.1, 198.51.100.9").ip).toBe("198.51.100.9");
    expect(resolve("1", "10.0.0.2", "198.51.100.9").ip).toBe("198.51.100.9");
  });

  it("counts hops from the right with two proxies", () => {
    expect(resolve("2", "10.0.0.3", "6.6.6.6, 198.51.100.9, 10.0.0.2").ip).toBe("198.51.100.9");
    expect(resolve("2", "10.0.0.3", "198.51.100.9, 10.0.0.2").ip).toBe("198.51.100.9");
  });

  it("falls back to the furthest known hop when the header is shorter than the chain", () => {
    expect(resolve("1", "198.51.100.9").ip).toBe("198.51.100.9");
    expect(resolve("3", "10.0.0.3", "198.51.100.9").ip).toBe("198.51.100.9");
  });

  it("ignores entries that are not addresses, and reads IPv6 and mapped IPv4", () => {
    expect(resolve("1", "10.0.0.2", "198.51.100.9, garbage").ip).toBe("198.51.100.9");
    expect(resolve("1", "10.0.0.2", "nonsense, [2001:db8::7]:1234").ip).toBe("2001:db8::7");
    expect(resolve("1", "::ffff:10.0.0.2", "::ffff:198.51.100.9").ip).toBe("198.51.100.9");
  });

  it("treats a missing socket as the proxy hop (tests) and believes its X-Forwarded-Proto", () => {
    expect(resolve("1", undefined, "198.51.100.9")).toEqual({ ip: "198.51.100.9", https: false });
    expect(resolve("1", undefined, "198.51.100.9", { proto: "https" }).https).toBe(true);
    expect(resolve("1", undefined, "198.51.100.9", { proto: "HTTPS, http" }).https).toBe(true);
    expect(resolve("1", undefined).ip).toBe(UNKNOWN_ADDRESS);
  });
});

describe("resolveClient with a proxy list", () => {
  const trust = "10.0.0.0/8, 2001:db8:ffff::/48, 192.0.2.1";

  it("walks from the right, skipping trusted proxies, to the first untrusted address", () => {
    expect(resolve(trust, "10.0.0.2", "6.6.6.6, 198.51.100.9, 10.9.9.9, 192.0.2.1").ip).toBe("198.51.100.9");
    expect(resolve(trust, "2001:db8:ffff::5", "198.51.100.9, 2001:db8:ffff:1::1").ip).toBe("198.51.100.9");
    expect(resolve(trust, "::ffff:10.0.0.2", "2001:db8:1::9").ip).toBe("2001:db8:1::9");
  });

  it("ignores forwarded headers from a peer outside the list", () => {
    expect(resolve(trust, "203.0.113.5", "198.51.100.9", { proto: "https" })).toEqual({ ip: "203.0.113.5", https: false });
    expect(resolve(trust, "192.0.2.2", "198.51.100.9").ip).toBe("192.0.2.2");
  });

  it("skips garbage and stops at the leftmost address when every hop is a proxy", () => {
    expect(resolve(trust, "10.0.0.2", "zzz, 198.51.100.9, not-an-ip").ip).toBe("198.51.100.9");
    expect(resolve(trust, "10.0.0.2", "10.0.0.7").ip).toBe("10.0.0.7");
    expect(resolve(trust, "10.0.0.2").ip).toBe("10.0.0.2");
  });

  it("believes X-Forwarded-Proto from a listed proxy, and a missing socket counts as one", () => {
    expect(resolve(trust, "10.0.0.2", "198.51.100.9", { proto: "https" }).https).toBe(true);
    expect(resolve(trust, undefined, "198.51.100.9", { proto: "https" })).toEqual({ ip: "198.51.100.9", https: true });
  });
});

describe("rate-limit keys", () => {
  it("count IPv6 clients per /64 network and IPv4 clients per address", () => {
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8::7")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(rateLimitKey("2001:db8:1:2::1"));
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
