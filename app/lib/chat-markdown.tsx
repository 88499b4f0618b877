import { Fragment, type ReactNode } from "react";

/**
 * The assistant's Markdown, rendered as React elements (never as HTML): paragraphs, `-`/`*`/`1.`
 * lists (one level of nesting by indent), **bold**, `code` and [links](url). Anything else is text,
 * so an answer cannot inject markup. Links go to paths of this site or to http(s) addresses;
 * others (javascript:, data:…) stay plain text. External links open in a new tab without opener
 * or referrer (spec §4).
 */
export function safeHref(url: string): { href: string; external: boolean } | null {
  const u = url.trim();
  if (/^\/(?!\/)[^\s]*$/.test(u)) return { href: u, external: false };
  if (/^https?:\/\/[^\s]+$/i.test(u)) return { href: u, external: true };
  return null;
}

const INLINE = /(\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\))/g;

export function renderInline(text: string, keyBase = "i"): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index! > last) out.push(text.slice(last, m.index));
    const key = `${keyBase}-${n++}`;
    if (m[2] !== undefined) out.push(<strong key={key}>{renderInline(m[2], key)}</strong>);
    else if (m[3] !== undefined)
      out.push(
        <code key={key} className="rounded bg-slate-100 px-1 text-[0.9em]">
          {m[3]}
        </code>,
      );
    else {
      const link = safeHref(m[5]!);
      if (!link) out.push(m[4]!);
      else if (link.external)
        out.push(
          <a key={key} href={link.href} target="_blank" rel="noopener noreferrer" className="font-medium text-primary-ink underline underline-offset-2">
            {m[4]}
          </a>,
        );
      else
        out.push(
          <a key={key} href={link.href} className="font-medium text-primary-ink underline underline-offset-2">
            {m[4]}
          </a>,
        );
    }
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type TBlock = { type: "p"; lines: string[] } | { type: "ul" | "ol"; items: { text: string; children: string[] }[] };

function blocks(md: string): TBlock[] {
  const out: TBlock[] = [];
  for (const raw of md.replace(/\r/g, "").split("\n")) {
    const item = /^(\s*)([-*]|\d+[.)])\s+(.*)$/.exec(raw);
    const last = out[out.length - 1];
    if (item) {
      const nested = item[1]!.length >= 2;
      const kind = /\d/.test(item[2]!) ? "ol" : "ul";
      if (nested && last && last.type !== "p" && last.items.length) {
        last.items[last.items.length - 1]!.children.push(item[3]!);
        continue;
      }
      if (last && last.type === kind) last.items.push({ text: item[3]!, children: [] });
      else out.push({ type: kind, items: [{ text: item[3]!, children: [] }] });
      continue;
    }
    if (!raw.trim()) {
      out.push({ type: "p", lines: [] });
      continue;
    }
    if (last && last.type === "p") last.lines.push(raw.trim());
    else out.push({ type: "p", lines: [raw.trim()] });
  }
  return out.filter((b) => (b.type === "p" ? b.lines.length > 0 : true));
}

export function ChatMarkdown({ text }: { text: string }) {
  return (
    <>
      {blocks(text).map((b, i) => {
        if (b.type === "p")
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a streamed answer only grows at its end, so a block's position is its identity; a content key would remount the growing block on every chunk
            <p key={i} className="my-2 first:mt-0 last:mb-0">
              {b.lines.map((l, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a streamed answer only grows at its end, so a block's position is its identity; a content key would remount the growing block on every chunk
                <Fragment key={j}>
                  {j > 0 && <br />}
                  {renderInline(l, `p${i}-${j}`)}
                </Fragment>
              ))}
            </p>
          );
        const List = b.type;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a streamed answer only grows at its end, so a block's position is its identity; a content key would remount the growing block on every chunk
          <List key={i} className={`my-2 space-y-1 pl-5 ${b.type === "ul" ? "list-disc" : "list-decimal"}`}>
            {b.items.map((it, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a streamed answer only grows at its end, so a block's position is its identity; a content key would remount the growing block on every chunk
              <li key={j}>
                {renderInline(it.text, `l${i}-${j}`)}
                {it.children.length > 0 && (
                  <ul className="mt-1 list-[circle] space-y-1 pl-5">
                    {it.children.map((c, k) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a streamed answer only grows at its end, so a block's position is its identity; a content key would remount the growing block on every chunk
                      <li key={k}>{renderInline(c, `l${i}-${j}-${k}`)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}
