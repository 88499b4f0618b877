import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { RegisterPage, SignInPage } from "../../../app/components/account-host/AccountPages.tsx";
import { renderAccountPage } from "./render.tsx";

const brand = {
  name: 'Sekolah "Beta" <b>',
  logo: "/brand/sekolahbeta/logo-dark.svg",
  favicon: null,
  colors: { primary: "#1E6FD9", secondary: "#F5A300", onPrimary: "#ffffff", ink: "#1552a3" },
  product: "Tunas",
};
const flow = { brand, hidden: { tenant: "sekolahbeta", _csrf: 'a"b<c' }, flowQuery: "tenant=sekolahbeta&x=%3C", origin: "http://sekolahbeta.localhost:3000" };

describe("account-host pages rendered by React", () => {
  it("escapes a site name, a typed value and hidden fields, and carries no script", async () => {
    const result = { status: "error" as const, initialValue: { email: '"><script>alert(1)</script>' }, error: { email: ["Format email tidak valid."] } };
    const html = await renderAccountPage(
      createElement(SignInPage, { ...flow, siteName: "<img src=x onerror=alert(1)>", result }),
      "http://akun.localhost:3000/masuk",
    );
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("Masuk ke &lt;img src=x onerror=alert(1)&gt; dengan akun Anda.");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('<input type="hidden" name="_csrf" value="a&quot;b&lt;c"/>');
    expect(html).toContain("<title>Masuk | Sekolah &quot;Beta&quot; &lt;b&gt;</title>");
  });

  it("posts as a plain form to the account host, and marks and focuses only the first invalid field", async () => {
    const result = {
      status: "error" as const,
      initialValue: { name: "A", email: "x" },
      error: { name: ["Nama minimal 2 karakter."], email: ["Format email tidak valid."] },
    };
    const html = await renderAccountPage(createElement(RegisterPage, { ...flow, siteName: "Sekolah Beta", result }), "http://akun.localhost:3000/daftar");
    expect(html).toMatch(/<form id="daftar" [^>]*action="\/daftar" method="post">/);
    expect(html.match(/ autofocus=""/g)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]* id="daftar-name"[^>]* aria-invalid="true"[^>]* autofocus=""/);
    expect(html).toMatch(/<input[^>]* id="daftar-email"[^>]* aria-invalid="true"/);
    expect(html).not.toMatch(/<input[^>]* id="daftar-password"[^>]* aria-invalid/);
    expect(html).toContain("Periksa kembali 2 isian yang ditandai.");
  });
});
