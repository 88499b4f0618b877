import { describe, expect, it } from "vitest";
import { publicUrls, tenantOrigin, tenantOrigins } from "../tenants/public-urls.ts";
import { accountOrigin, allowedReturnOrigin, isAccountHost } from "./hosts.ts";

const sb = { layout: "sekolahbeta", hosts: ["sekolahbeta.tunas.id"] };
const main = { layout: "tunas", hosts: ["tunas.id", "www.tunas.id", "staging.tunas.id", "dev.tunas.id"] };
const demo = { layout: "demo", hosts: [] };
const local = publicUrls({ appEnv: "local", product: "tunas", listenPort: 3331 });
const dev = publicUrls({ appEnv: "dev", product: "tunas" });
const staging = publicUrls({ appEnv: "staging", product: "tunas" });
const prod = publicUrls({ appEnv: "production", product: "tunas" });

describe("account host", () => {
  it("is exactly the configured host of the environment", () => {
    expect(isAccountHost("akun.tunas.id", prod)).toBe(true);
    expect(isAccountHost("AKUN.TUNAS.ID.", prod)).toBe(true);
    expect(isAccountHost("akun.localhost:3000", local)).toBe(true);
    expect(isAccountHost("akun.staging.tunas.id", staging)).toBe(true);
  });

  it.each([
    ["a foreign akun. host in production", "akun.evil.example", prod],
    ["a foreign akun. host locally", "akun.evil.example:3331", local],
    ["akun.localhost in production", "akun.localhost", prod],
    ["another environment's account host", "akun.tunas.id", staging],
    ["a tenant host", "sekolahbeta.localhost", local],
    ["no host", "", local],
  ] as const)("is not %s", (_name, host, urls) => {
    expect(isAccountHost(host, urls)).toBe(false);
  });

  it("has its origin from configuration", () => {
    expect(accountOrigin(local)).toBe("http://akun.localhost:3331");
    expect(accountOrigin(prod)).toBe("https://akun.tunas.id");
    expect(accountOrigin(staging)).toBe("https://akun.staging.tunas.id");
    expect(accountOrigin(publicUrls({ appEnv: "production", product: "tunas", port: 8443 }))).toBe("https://akun.tunas.id:8443");
  });
});

describe("tenant origins", () => {
  it("come from the tenant's stored hosts and the configured scheme and port", () => {
    expect(tenantOrigin(sb, local)).toBe("http://sekolahbeta.localhost:3331");
    expect(tenantOrigin(demo, local)).toBe("http://localhost:3331");
    expect(tenantOrigin(main, local)).toBe("http://tunas.localhost:3331");
    expect(tenantOrigin(sb, prod)).toBe("https://sekolahbeta.tunas.id");
    expect(tenantOrigin(main, prod)).toBe("https://tunas.id");
    expect(tenantOrigin(main, staging)).toBe("https://staging.tunas.id");
    expect(tenantOrigin(main, dev)).toBe("https://dev.tunas.id");
    expect(tenantOrigin(sb, publicUrls({ appEnv: "local", product: "tunas", listenPort: 80 }))).toBe("http://sekolahbeta.localhost");
  });

  it("list every host the tenant owns, nothing else", () => {
    expect(tenantOrigins(main, prod)).toEqual(["https://tunas.id", "https://www.tunas.id", "https://staging.tunas.id", "https://dev.tunas.id"]);
    expect(tenantOrigins(sb, local)).toEqual(["http://sekolahbeta.localhost:3331", "http://sekolahbeta.tunas.id:3331"]);
  });
});

describe("return address after sign-in", () => {
  it("accepts only the tenant's own origins", () => {
    expect(allowedReturnOrigin(sb, "http://sekolahbeta.localhost:3331", local)).toBe("http://sekolahbeta.localhost:3331");
    expect(allowedReturnOrigin(sb, "https://sekolahbeta.tunas.id/Dashboard", prod)).toBe("https://sekolahbeta.tunas.id");
    expect(allowedReturnOrigin(demo, "http://localhost:3331", local)).toBe("http://localhost:3331");
  });

  it.each([
    ["the tenant's hostname on another port", "http://sekolahbeta.localhost:6666", local],
    ["the tenant's hostname without the port", "http://sekolahbeta.localhost", local],
    ["https for an http origin", "https://sekolahbeta.localhost:3331", local],
    ["the tenant's host on another port in production", "https://sekolahbeta.tunas.id:8443", prod],
    ["another tenant", "http://smkcoding.localhost:3331", local],
    ["a foreign site", "https://evil.example", local],
    ["a look-alike suffix", "https://sekolahbeta.tunas.id.evil.example", prod],
    ["plain http in production", "http://sekolahbeta.tunas.id", prod],
    ["a localhost subdomain in production", "http://sekolahbeta.localhost", prod],
    ["credentials in the URL", "https://user:pw@sekolahbeta.tunas.id", prod],
    ["a javascript URL", "javascript:alert(1)", local],
    ["a protocol-relative path", "//evil.example", local],
    ["nothing", "", local],
  ] as const)("refuses %s", (_name, target, urls) => {
    expect(allowedReturnOrigin(sb, target, urls)).toBeNull();
  });
});
