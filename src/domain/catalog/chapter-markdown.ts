/**
 * What a chapter editor's Markdown is cleaned to before it is stored (docs/decisions/016: chapter
 * content is restricted Markdown, rendered by src/domain/learning/markdown.ts without raw HTML).
 * The renderer already escapes HTML and refuses unsafe link targets; cleaning on write as well means
 * the stored text holds no markup at all, whatever renders it later (API, feeds, the assistant):
 *
 * - line endings become "\n"; control characters other than tab and newline go;
 * - outside code (fenced blocks and `inline code`), `<script>`, `<style>`, `<iframe>`, `<object>`
 *   elements go with their content, and any other HTML tag or comment is dropped (its text stays);
 * - link and image targets other than http(s), mailto, a site path or an anchor become "#".
 */
export function sanitizeChapterMarkdown(source: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const text = source.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");
  const out: string[] = [];
  let fence: string | null = null;
  let prose: string[] = [];
  const flush = () => {
    if (prose.length) out.push(cleanProse(prose.join("\n")));
    prose = [];
  };
  for (const line of text.split("\n")) {
    const m = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      out.push(line);
      if (m && m[1]!.startsWith(fence[0]!) && m[1]!.length >= fence.length) fence = null;
      continue;
    }
    if (m) {
      flush();
      fence = m[1]!;
      out.push(line);
      continue;
    }
    prose.push(line);
  }
  flush();
  return out.join("\n").trim();
}

const DANGEROUS_ELEMENTS = /<(script|style|iframe|object|embed|template|noscript|textarea|title|xmp)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->|<![A-Za-z][^>]*>|<\?[\s\S]*?\?>/g;
/** `](target)` of a link or image; the target may carry a "title". */
const LINK_TARGET = /\]\(\s*<?([^)\s>]*)>?((?:\s+"[^"]*")?)\s*\)/g;

function safeTarget(url: string): boolean {
  return /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i.test(url);
}

function cleanProse(block: string): string {
  // Keep inline code spans as they are: split on backtick runs and clean the text between them.
  const parts = block.split(/(`+[^`]*`+)/g);
  return parts
    .map((p, i) => {
      if (i % 2 === 1) return p;
      let s = p.replace(DANGEROUS_ELEMENTS, "");
      // An unclosed dangerous element: drop from its opening tag to the end of the block.
      s = s.replace(/<(script|style|iframe|object|embed|template)\b[\s\S]*$/i, "");
      let prev: string;
      do {
        prev = s;
        s = s.replace(TAG, "");
      } while (s !== prev);
      return s.replace(LINK_TARGET, (_m, url: string, title: string) => `](${safeTarget(url) ? url : "#"}${title})`);
    })
    .join("");
}
