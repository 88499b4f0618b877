import type { ReactNode } from "react";
import { withContentKeys } from "../../lib/content-keys.ts";

/**
 * Chapter content is a restricted Markdown (headings, paragraphs, lists, quotes, code, bold,
 * italic, links). It is turned into React elements, never into raw HTML, so stored content
 * cannot inject markup or scripts.
 */
export type TBlock = { kind: "h2" | "h3" | "p" | "quote"; text: string } | { kind: "ul" | "ol"; items: string[] } | { kind: "code"; text: string };

export function parseBlocks(src: string): TBlock[] {
  const lines = src.replace(/\r\n?/g, "\n").split("\n");
  const out: TBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === "") {
      i++;
      continue;
    }
    if (line.startsWith("```")) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.startsWith("```")) body.push(lines[i++]!);
      i++;
      out.push({ kind: "code", text: body.join("\n") });
      continue;
    }
    const h = /^(#{2,3})\s+(.*)$/.exec(line);
    if (h) {
      out.push({ kind: h[1]!.length === 2 ? "h2" : "h3", text: h[2]! });
      i++;
      continue;
    }
    const list = (re: RegExp, kind: "ul" | "ol") => {
      const items: string[] = [];
      while (i < lines.length && re.test(lines[i]!)) items.push(lines[i++]!.replace(re, ""));
      out.push({ kind, items });
    };
    if (/^[-*]\s+/.test(line)) {
      list(/^[-*]\s+/, "ul");
      continue;
    }
    if (/^\d+\.\s+/.test(line)) {
      list(/^\d+\.\s+/, "ol");
      continue;
    }
    const para: string[] = [];
    const quote = line.startsWith(">");
    while (i < lines.length && lines[i]!.trim() !== "" && lines[i]!.startsWith(">") === quote && !/^(#{2,3}\s|[-*]\s|\d+\.\s|```)/.test(lines[i]!)) {
      para.push(quote ? lines[i]!.replace(/^>\s?/, "") : lines[i]!);
      i++;
    }
    out.push({ kind: quote ? "quote" : "p", text: para.join(" ") });
  }
  return out;
}

const INLINE = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

function safeHref(href: string): string | null {
  // "/\\host" and "//host" leave the site in a browser, so a relative link must not start with either.
  return /^(https?:\/\/|\/(?![/\\]))/i.test(href) ? href : null;
}

export function renderInline(text: string): ReactNode[] {
  return withContentKeys(text.split(INLINE)).map(({ key, item: part }) => {
    if (part.startsWith("**") && part.endsWith("**") && part.length > 4) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith("`") && part.endsWith("`") && part.length > 2)
      return (
        <code key={key} className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]">
          {part.slice(1, -1)}
        </code>
      );
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const href = safeHref(link[2]!);
      if (!href) return link[1];
      const external = /^https?:/i.test(href);
      return (
        <a key={key} href={href} className="font-semibold text-primary-ink underline" {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {link[1]}
        </a>
      );
    }
    if (part.startsWith("*") && part.endsWith("*") && part.length > 2) return <em key={key}>{part.slice(1, -1)}</em>;
    return part;
  });
}

function blockText(b: TBlock): string {
  return `${b.kind}:${"items" in b ? b.items.join("\n") : b.text}`;
}

export function Markdown({ source }: { source: string }) {
  const blocks = parseBlocks(source);
  // The page title is the h1: a chapter written with ### only gets its subheadings as h2 (no skipped level).
  const SubHeading = blocks.some((b) => b.kind === "h2") ? "h3" : "h2";
  return (
    <div className="space-y-4 text-[1.05rem] leading-relaxed text-slate-700">
      {withContentKeys(blocks, blockText).map(({ key, item: b }) => {
        switch (b.kind) {
          case "h2":
            return (
              <h2 key={key} className="pt-2 text-2xl font-extrabold text-dark">
                {renderInline(b.text)}
              </h2>
            );
          case "h3":
            return (
              <SubHeading key={key} className="pt-2 text-lg font-bold text-dark">
                {renderInline(b.text)}
              </SubHeading>
            );
          case "quote":
            return (
              <blockquote key={key} className="rounded-r-xl border-l-4 border-primary bg-primary/5 px-4 py-3 text-slate-700">
                {renderInline(b.text)}
              </blockquote>
            );
          case "code":
            return (
              <pre key={key} className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100">
                <code>{b.text}</code>
              </pre>
            );
          case "ul":
            return (
              <ul key={key} className="list-disc space-y-1.5 pl-6">
                {withContentKeys(b.items).map(({ key: itemKey, item: it }) => (
                  <li key={itemKey}>{renderInline(it)}</li>
                ))}
              </ul>
            );
          case "ol":
            return (
              <ol key={key} className="list-decimal space-y-1.5 pl-6">
                {withContentKeys(b.items).map(({ key: itemKey, item: it }) => (
                  <li key={itemKey}>{renderInline(it)}</li>
                ))}
              </ol>
            );
          default:
            return <p key={key}>{renderInline(b.text)}</p>;
        }
      })}
    </div>
  );
}
