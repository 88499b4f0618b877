import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { Markdown, parseBlocks } from "./Markdown.tsx";

const html = (src: string) => renderToStaticMarkup(createElement(Markdown, { source: src }));

describe("chapter Markdown", () => {
  it("parses headings, lists, quotes, code and paragraphs", () => {
    const blocks = parseBlocks("## Judul\n\nParagraf satu\nlanjut.\n\n- a\n- b\n\n1. x\n2. y\n\n> Tips: ya\n\n```\nconst a = 1;\n```");
    expect(blocks.map((b) => b.kind)).toEqual(["h2", "p", "ul", "ol", "quote", "code"]);
    expect(blocks[1]).toEqual({ kind: "p", text: "Paragraf satu lanjut." });
  });
  it("renders ### as h2 when a chapter has no ## so headings never skip a level under the page h1", () => {
    expect(html("### Langkah\n\nTeks")).toContain("<h2");
    expect(html("## Bagian\n\n### Langkah")).toMatch(/<h2[^>]*>Bagian<\/h2><h3[^>]*>Langkah<\/h3>/);
  });
  it("never lets stored HTML or script through", () => {
    const out = html('Teks <script>alert(1)</script> dan <img src=x onerror="alert(1)">');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;");
  });
  it("renders inline bold, code and only safe links", () => {
    const out = html("**tebal** `kode` [baik](/Class) [jahat](javascript:alert(1))");
    expect(out).toContain("<strong>tebal</strong>");
    expect(out).toContain('<a href="/Class"');
    expect(out).not.toContain("javascript:");
  });
  it("does not link protocol-relative or backslash paths that leave the site", () => {
    const out = html("[a](//evil.example) [b](/\\evil.example) [c](/Class)");
    expect(out).not.toContain('evil.example"');
    expect(out).not.toContain('href="//');
    expect(out).not.toContain('href="/\\');
    expect(out).toContain('<a href="/Class"');
  });
});
