import { EXTERNAL_LINK_PROPS, isInternalHref } from "../../contracts/links.ts";

/**
 * A small allow-list HTML sanitiser for stored content (posts, podcasts, portfolio, events).
 * Used on write and again on read: only the tags and attributes below survive; event handlers,
 * style, `javascript:`/`data:` URLs and the content of script-like elements are dropped; text is
 * re-escaped. Links to other hosts get `target="_blank" rel="noopener noreferrer"` (spec §4).
 */
const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "figure",
  "figcaption",
  "code",
  "pre",
  "span",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "sub",
  "sup",
  "mark",
]);
const VOID_TAGS = new Set(["br", "hr", "img"]);
/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "textarea",
  "select",
  "svg",
  "math",
  "title",
  "head",
]);
const ALLOWED_ATTRS: Record<string, Set<string>> = {
  a: new Set(["href", "title"]),
  img: new Set(["src", "alt", "width", "height", "title"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  ol: new Set(["start"]),
};

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Text keeps its entities but can never open a tag. */
function escapeText(s: string): string {
  return s
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#([0-9]+);?/g, (_, d: string) => String.fromCodePoint(Math.min(parseInt(d, 10), 0x10ffff)))
    .replace(/&colon;?/gi, ":")
    .replace(/&tab;?/gi, "\t")
    .replace(/&newline;?/gi, "\n")
    .replace(/&quot;?/gi, '"')
    .replace(/&apos;?/gi, "'")
    .replace(/&lt;?/gi, "<")
    .replace(/&gt;?/gi, ">")
    .replace(/&amp;?/gi, "&");
}

/** Only web, mail and relative URLs for links; web, relative and raster data URLs for images. */
export function safeUrl(raw: string, kind: "href" | "src"): string | null {
  // Browsers read a backslash in a URL as a slash: "/\\evil.example" is "//evil.example".
  const value = decodeEntities(raw)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters in URLs, so they are stripped before the scheme check
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, "")
    .replace(/\\/g, "/");
  if (!value) return null;
  if (value.startsWith("/") || value.startsWith("#") || value.startsWith("?") || value.startsWith("./"))
    return value.startsWith("//") ? `https:${value}` : value;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase();
  if (!scheme) return /^[\w./-]+$/.test(value) ? value : null;
  if (scheme === "http" || scheme === "https") return value;
  if (kind === "href" && (scheme === "mailto" || scheme === "tel")) return value;
  if (kind === "src" && /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(value)) return value;
  return null;
}

export interface TSanitizeOptions {
  /** Host of the current site: links to any other host open in a new tab. */
  host?: string;
}

export function sanitizeHtml(input: string, opts: TSanitizeOptions = {}): string {
  let out = "";
  const stack: string[] = [];
  let dropping: string | null = null;
  let dropDepth = 0;
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(input); m; m = TOKEN.exec(input)) {
    const text = input.slice(last, m.index);
    last = TOKEN.lastIndex;
    if (!dropping && text) out += escapeText(text);
    const tag = m[1]?.toLowerCase();
    if (!tag) continue; // comment, doctype, CDATA, processing instruction: dropped
    const closing = m[0].startsWith("</");
    if (dropping) {
      if (tag === dropping) dropDepth += closing ? -1 : 1;
      if (dropDepth === 0) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing && !/\/\s*$/.test(m[2] ?? "")) {
        dropping = tag;
        dropDepth = 1;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      const at = stack.lastIndexOf(tag);
      if (at === -1) continue;
      while (stack.length > at) out += `</${stack.pop()}>`;
      continue;
    }
    out += openTag(tag, m[2] ?? "", opts);
    if (!VOID_TAGS.has(tag)) stack.push(tag);
  }
  if (!dropping) out += escapeText(input.slice(last));
  while (stack.length) out += `</${stack.pop()}>`;
  return out;
}

function openTag(tag: string, rawAttrs: string, opts: TSanitizeOptions): string {
  const allowed = ALLOWED_ATTRS[tag];
  const attrs: [string, string][] = [];
  if (allowed) {
    ATTR.lastIndex = 0;
    for (let a = ATTR.exec(rawAttrs); a; a = ATTR.exec(rawAttrs)) {
      const name = a[1]!.toLowerCase();
      if (!allowed.has(name) || attrs.some(([n]) => n === name)) continue;
      let value = a[2] ?? a[3] ?? a[4] ?? "";
      if (name === "href" || name === "src") {
        const safe = safeUrl(value, name);
        if (safe === null) continue;
        value = safe;
      } else if (["width", "height", "colspan", "rowspan", "start"].includes(name)) {
        if (!/^\d{1,4}$/.test(value)) continue;
      } else {
        value = decodeEntities(value);
      }
      attrs.push([name, value]);
    }
  }
  if (tag === "img") {
    if (!attrs.some(([n]) => n === "src")) return "";
    if (!attrs.some(([n]) => n === "alt")) attrs.push(["alt", ""]);
    attrs.push(["loading", "lazy"]);
  }
  if (tag === "a") {
    const href = attrs.find(([n]) => n === "href")?.[1];
    if (href && /^https?:/i.test(href) && !isInternalHref(href, opts.host ?? "")) {
      attrs.push(["target", EXTERNAL_LINK_PROPS.target], ["rel", EXTERNAL_LINK_PROPS.rel]);
    }
  }
  return `<${tag}${attrs.map(([n, v]) => ` ${n}="${escapeHtml(v)}"`).join("")}>`;
}

/** Plain text of an HTML fragment (for descriptions, reading time and feeds). */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Indonesian reading time: about 200 words a minute, at least one minute. */
export function readingMinutes(html: string): number {
  const words = htmlToText(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
