import { describe, expect, it } from "vitest";
import { htmlToText, readingMinutes, safeUrl, sanitizeHtml } from "./sanitize-html.ts";

describe("sanitizeHtml", () => {
  it("keeps allowed formatting", () => {
    expect(sanitizeHtml("<h2>Judul</h2><p>Halo <strong>dunia</strong> &amp; kawan</p>")).toBe("<h2>Judul</h2><p>Halo <strong>dunia</strong> &amp; kawan</p>");
  });

  it("drops script and style elements with their content", () => {
    expect(sanitizeHtml('<p>a</p><script>alert("x")</script><style>p{}</style><p>b</p>')).toBe("<p>a</p><p>b</p>");
    expect(sanitizeHtml("<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok")).toBe("ok");
  });

  it("removes event handler attributes such as onerror", () => {
    const out = sanitizeHtml('<img src="/x.png" onerror="alert(1)"><p onclick="x()">t</p>');
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('<img src="/x.png" alt="" loading="lazy">');
  });

  it("refuses javascript:, vbscript: and data:text URLs, even obfuscated", () => {
    for (const href of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "java&#x09;script:alert(1)",
      "&#106;avascript:alert(1)",
      "javascript&colon;alert(1)",
      "vbscript:x",
      "data:text/html,<script>alert(1)</script>",
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe("<a>x</a>");
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe("");
    expect(safeUrl("data:image/svg+xml;base64,AAAA", "src")).toBeNull();
  });

  it("escapes text that only looks like a tag and never leaves an attribute open", () => {
    expect(sanitizeHtml("1 < 2 <img src=x onerror=alert(1)")).toBe("1 &lt; 2 &lt;img src=x onerror=alert(1)");
    expect(sanitizeHtml('<a href="/a" title="x&quot; onmouseover=&quot;y">z</a>')).toBe('<a href="/a" title="x&quot; onmouseover=&quot;y">z</a>');
  });

  it("drops unknown tags but keeps their text, and closes what was left open", () => {
    expect(sanitizeHtml("<div><p>satu<em>dua</p></div>")).toBe("<p>satu<em>dua</em></p>");
    expect(sanitizeHtml("<form action=x><input value=y>teks</form>")).toBe("teks");
  });

  it("drops iframes and svg with their content", () => {
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><svg><script>x</script></svg>aman')).toBe("aman");
  });

  it("opens links to other hosts in a new tab without opener or referrer", () => {
    const out = sanitizeHtml('<a href="https://kemdikbud.go.id">a</a><a href="https://sekolahbeta.localhost/Blog">b</a><a href="/Event">c</a>', {
      host: "sekolahbeta.localhost",
    });
    expect(out).toBe(
      '<a href="https://kemdikbud.go.id" target="_blank" rel="noopener noreferrer">a</a><a href="https://sekolahbeta.localhost/Blog">b</a><a href="/Event">c</a>',
    );
  });

  it("reads a backslash as a slash, so /\\host is treated as another host", () => {
    expect(safeUrl("/\\evil.example/x", "href")).toBe("https://evil.example/x");
    expect(safeUrl("\\\\evil.example", "href")).toBe("https://evil.example");
    const out = sanitizeHtml('<a href="/\\evil.example">x</a>', { host: "sekolahbeta.localhost" });
    expect(out).toBe('<a href="https://evil.example" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it("is idempotent", () => {
    const once = sanitizeHtml('<p>a &lt; b <a href="https://x.id">l</a></p><img src="/a.svg" alt="A">', { host: "h" });
    expect(sanitizeHtml(once, { host: "h" })).toBe(once);
  });
});

describe("text helpers", () => {
  it("turns html into plain text", () => {
    expect(htmlToText("<p>Halo&nbsp;<b>dunia</b></p><script>x</script>")).toContain("dunia");
    expect(htmlToText("<p>a</p><p>b &amp; c</p>")).toBe("a b & c");
  });
  it("counts reading minutes at 200 words a minute", () => {
    expect(readingMinutes("<p>kata</p>")).toBe(1);
    expect(readingMinutes(`<p>${"kata ".repeat(1000)}</p>`)).toBe(5);
  });
});
