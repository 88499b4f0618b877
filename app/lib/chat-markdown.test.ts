import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { ChatMarkdown } from "./chat-markdown.tsx";

const html = (md: string) => renderToStaticMarkup(createElement(ChatMarkdown, { text: md }));

describe("assistant Markdown", () => {
  it("renders links, bold text and nested lists", () => {
    const out = html("Berikut:\n\n- **[Pemrograman Web](/Class/pemrograman-web)** (Kelas)\n  - Biaya: Rp 0.\n- [Situs](https://contoh.id)");
    expect(out).toContain('<p class="my-2 first:mt-0 last:mb-0">Berikut:</p>');
    expect(out).toContain('<strong><a href="/Class/pemrograman-web"');
    expect(out).toMatch(/<li>[\s\S]*<ul[^>]*><li>Biaya: Rp 0\.<\/li><\/ul><\/li>/);
    expect(out).toContain('href="https://contoh.id" target="_blank" rel="noopener noreferrer"');
  });

  it("never renders markup from the answer, nor unsafe links", () => {
    const out = html("<script>alert(1)</script> <img src=x onerror=alert(2)> [klik](javascript:alert(3)) [dua](//evil.example)");
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;");
    expect(out).not.toContain("javascript:");
    expect(out).not.toContain('href="//evil.example"');
    expect(out).toContain("klik");
  });
});
