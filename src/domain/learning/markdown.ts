import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import dart from "highlight.js/lib/languages/dart";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import sqlLang from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import MarkdownIt from "markdown-it";

/**
 * Chapter Markdown → sanitised HTML, on the server only (the browser gets finished markup and
 * no Markdown or highlighting code). Raw HTML in the source is escaped (markdown-it `html:
 * false`), links and images are limited to http(s) and site paths, and the few extras of the
 * learning contract (src/contracts/learning.ts) are built here: highlighted code, `[!NOTE]`
 * callouts and click-to-load YouTube/Vimeo players.
 */
for (const [name, lang] of Object.entries({ bash, css, dart, javascript, json, python, sql: sqlLang, typescript, xml })) hljs.registerLanguage(name, lang);
const ALIASES: Record<string, string> = {
  js: "javascript",
  jsx: "javascript",
  ts: "typescript",
  tsx: "typescript",
  html: "xml",
  sh: "bash",
  shell: "bash",
  py: "python",
};

const CALLOUTS: Record<string, string> = { NOTE: "Catatan", TIP: "Tips", WARNING: "Perhatian", IMPORTANT: "Penting", CAUTION: "Hati-hati" };

/** http(s) anywhere, or a path on this site ("/x", not "//host" or "/\\host"), or mailto. */
function safeUrl(url: string): boolean {
  return /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i.test(url.trim());
}

export type TVideoEmbed = { provider: "youtube" | "vimeo"; id: string; watchUrl: string; embedUrl: string };

/** A YouTube or Vimeo watch link → its embed; anything else → null. */
export function videoEmbed(url: string): TVideoEmbed | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") return null;
  const host = u.hostname.replace(/^www\.|^m\./, "");
  let yt: string | null = null;
  if (host === "youtube.com" || host === "youtube-nocookie.com")
    yt = u.pathname === "/watch" ? u.searchParams.get("v") : (/^\/(?:embed|shorts|live)\/([^/]+)/.exec(u.pathname)?.[1] ?? null);
  else if (host === "youtu.be") yt = u.pathname.slice(1).split("/")[0] ?? null;
  if (yt && /^[A-Za-z0-9_-]{6,20}$/.test(yt))
    return {
      provider: "youtube",
      id: yt,
      watchUrl: `https://www.youtube.com/watch?v=${yt}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1`,
    };
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = /(?:^|\/)(\d{5,12})(?:$|[/?])/.exec(u.pathname)?.[1];
    if (id) return { provider: "vimeo", id, watchUrl: `https://vimeo.com/${id}`, embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` };
  }
  return null;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The facade: a link that works without JavaScript; the reader swaps in the player on click. */
export function videoFacadeHtml(v: TVideoEmbed, title = "Video"): string {
  const label = v.provider === "youtube" ? "YouTube" : "Vimeo";
  return (
    `<figure class="video-facade" data-video-embed="${escapeHtml(v.embedUrl)}" data-video-title="${escapeHtml(title)}">` +
    `<a href="${escapeHtml(v.watchUrl)}" target="_blank" rel="noopener noreferrer" class="video-facade-link">` +
    `<span class="video-facade-play" aria-hidden="true">▶</span>` +
    `<span class="video-facade-label">Putar video: ${escapeHtml(title)} <small>(${label}, dimuat setelah diklik)</small></span>` +
    `</a></figure>`
  );
}

function createRenderer() {
  const md = new MarkdownIt({
    html: false,
    linkify: false,
    typographer: false,
    highlight(code, rawLang) {
      const lang = ALIASES[rawLang] ?? rawLang;
      const known = lang && hljs.getLanguage(lang);
      const body = known ? hljs.highlight(code, { language: lang, ignoreIllegals: true }).value : escapeHtml(code);
      return `<pre class="code-block hljs" tabindex="0"${rawLang ? ` data-lang="${escapeHtml(rawLang)}"` : ""}><code>${body}</code></pre>`;
    },
  });
  md.validateLink = safeUrl;

  // Callouts: a block quote starting with "[!NOTE]" (GitHub style).
  md.core.ruler.before("inline", "callouts", (state) => {
    const stack: (string | null)[] = [];
    for (let i = 0; i < state.tokens.length; i++) {
      const t = state.tokens[i]!;
      if (t.type === "blockquote_open") {
        const inline = state.tokens[i + 1]?.type === "paragraph_open" ? state.tokens[i + 2] : undefined;
        const m = inline?.type === "inline" ? /^\[!(NOTE|TIP|WARNING|IMPORTANT|CAUTION)\][ \t]*(?:\n|$)/i.exec(inline.content) : null;
        const kind = m ? m[1]!.toUpperCase() : null;
        if (m && inline) inline.content = inline.content.slice(m[0].length);
        t.meta = { callout: kind };
        stack.push(kind);
      } else if (t.type === "blockquote_close") {
        t.meta = { callout: stack.pop() ?? null };
      }
    }
  });
  md.renderer.rules.blockquote_open = (tokens, idx) => {
    const kind = tokens[idx]!.meta?.callout as string | null;
    if (!kind) return "<blockquote>";
    return `<aside class="callout callout-${kind.toLowerCase()}" role="note" aria-label="${CALLOUTS[kind]}"><p class="callout-title">${CALLOUTS[kind]}</p>`;
  };
  md.renderer.rules.blockquote_close = (tokens, idx) => (tokens[idx]!.meta?.callout ? "</aside>" : "</blockquote>");

  // A paragraph holding only a YouTube/Vimeo link (bare or as [text](url)) becomes a video facade.
  md.core.ruler.push("video_embeds", (state) => {
    const out = [];
    for (let i = 0; i < state.tokens.length; i++) {
      const t = state.tokens[i]!;
      const inline = state.tokens[i + 1];
      if (t.type === "paragraph_open" && inline?.type === "inline" && state.tokens[i + 2]?.type === "paragraph_close") {
        const kids = (inline.children ?? []).filter((k) => !(k.type === "text" && k.content.trim() === ""));
        let url: string | null = null;
        let title = "Video";
        if (kids.length === 1 && kids[0]!.type === "text") url = kids[0]!.content.trim();
        else if (kids.length === 3 && kids[0]!.type === "link_open" && kids[2]!.type === "link_close") {
          url = String(kids[0]!.attrGet("href") ?? "");
          title = kids[1]!.content || title;
        }
        const video = url ? videoEmbed(url) : null;
        if (video) {
          const tok = new state.Token("html_block", "", 0);
          tok.content = videoFacadeHtml(video, title);
          out.push(tok);
          i += 2;
          continue;
        }
      }
      out.push(t);
    }
    state.tokens = out;
  });

  // Links: external ones open in a new tab; images lazy-load.
  const linkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const t = tokens[idx]!;
    if (/^https?:/i.test(String(t.attrGet("href") ?? ""))) {
      t.attrSet("target", "_blank");
      t.attrSet("rel", "noopener noreferrer");
    }
    return linkOpen(tokens, idx, options, env, self);
  };
  const image = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    tokens[idx]!.attrSet("loading", "lazy");
    tokens[idx]!.attrSet("decoding", "async");
    return image(tokens, idx, options, env, self);
  };
  // The page's h1 is the chapter title: a body "# Heading" is shown as h2.
  md.renderer.rules.heading_open = (tokens, idx) => {
    const level = Math.min(6, Math.max(2, Number(tokens[idx]!.tag.slice(1))));
    tokens[idx + 2]!.tag = `h${level}`;
    return `<h${level}>`;
  };
  return md;
}

let renderer: ReturnType<typeof createRenderer> | null = null;

/** Chapter (or exercise prompt) Markdown → safe HTML string. */
export function renderMarkdown(source: string): string {
  renderer ??= createRenderer();
  return renderer.render(source);
}
