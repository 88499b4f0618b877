import { describe, expect, it } from "vitest";
import { accountOrigin, allowedReturnOrigin, isAccountHost } from "./hosts.ts";

const sb = { layout: "sekolahbeta", hosts: ["sekolahbeta.tunas.id"] };

describe("account host and return targets", () => {
  it("recognises the account host", () => {
    expect(isAccountHost("akun.localhost:3000")).toBe(true);
    expect(isAccountHost("akun.tunas.id")).toBe(true);
    expect(isAccountHost("sekolahbeta.localhost")).toBe(false);
  });

  it("builds the account origin per environment", () => {
    expect(accountOrigin("local", "tunas", "http://sekolahbeta.localhost:3331")).toBe("http://akun.localhost:3331");
    expect(accountOrigin("production", "tunas", "https://sekolahbeta.tunas.id")).toBe("https://akun.tunas.id");
    expect(accountOrigin("staging", "tunas", "https://x")).toBe("https://akun.staging.tunas.id");
  });

  it("accepts only the tenant's own origins", () => {
    expect(allowedReturnOrigin(sb, "http://sekolahbeta.localhost:3331", "local")).toBe("http://sekolahbeta.localhost:3331");
    expect(allowedReturnOrigin(sb, "https://sekolahbeta.tunas.id/Dashboard", "production")).toBe("https://sekolahbeta.tunas.id");
  });

  it.each([
    ["another tenant", "http://smkcoding.localhost:3331", "local"],
    ["a foreign site", "https://evil.example", "local"],
    ["a look-alike suffix", "https://sekolahbeta.tunas.id.evil.example", "production"],
    ["plain http in production", "http://sekolahbeta.tunas.id", "production"],
    ["localhost subdomain in production", "http://sekolahbeta.localhost", "production"],
    ["credentials in the URL", "https://user:pw@sekolahbeta.tunas.id", "production"],
    ["a javascript URL", "javascript:alert(1)", "local"],
    ["a protocol-relative path", "//evil.example", "local"],
    ["nothing", "", "local"],
  ] as const)("refuses %s", (_name, target, env) => {
    expect(allowedReturnOrigin(sb, target, env)).toBeNull();
  });
});
