/**
 * A small strict XML reader for tests (sitemap, RSS): checks the prolog, tag nesting, attribute
 * syntax and entities, and returns an element tree. Throws on anything that is not well-formed.
 */
export interface TXmlElement {
  name: string;
  attrs: Record<string, string>;
  children: TXmlElement[];
  text: string;
}

const ENTITY: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(s: string, at: number): string {
  return s.replace(/&([^;]*);|&/g, (m, name: string | undefined) => {
    if (name === undefined) throw new Error(`bare & near ${at}`);
    if (ENTITY[name]) return ENTITY[name]!;
    if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
    if (/^#x[0-9a-f]+$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    throw new Error(`unknown entity ${m} near ${at}`);
  });
}

export function parseXml(xml: string): TXmlElement {
  let i = 0;
  const prolog = /^<\?xml\s+version="1\.0"(\s+encoding="[A-Za-z0-9-]+")?\s*\?>\s*/.exec(xml);
  if (!prolog) throw new Error("missing XML declaration");
  i = prolog[0].length;
  const root: TXmlElement = { name: "#root", attrs: {}, children: [], text: "" };
  const stack: TXmlElement[] = [root];
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (text.includes(">")) throw new Error(`stray > near ${i}`);
    if (text.trim()) {
      if (stack.length === 1) throw new Error("text outside the root element");
      stack[stack.length - 1]!.text += decode(text, i);
    }
    if (lt === -1) break;
    if (xml.startsWith("<!--", lt)) {
      const end = xml.indexOf("-->", lt);
      if (end === -1) throw new Error("unclosed comment");
      i = end + 3;
      continue;
    }
    const gt = xml.indexOf(">", lt);
    if (gt === -1) throw new Error("unclosed tag");
    const tag = xml.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith("/")) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name}> near ${lt}`);
      continue;
    }
    const selfClosing = tag.endsWith("/");
    const m = /^([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*"[^"<]*")*)\s*\/?$/.exec(tag);
    if (!m) throw new Error(`malformed tag <${tag}> near ${lt}`);
    const attrs: Record<string, string> = {};
    for (const a of m[2]!.matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*"([^"]*)"/g)) {
      if (a[1]! in attrs) throw new Error(`duplicate attribute ${a[1]}`);
      attrs[a[1]!] = decode(a[2]!, lt);
    }
    const el: TXmlElement = { name: m[1]!, attrs, children: [], text: "" };
    if (stack.length === 1 && root.children.length) throw new Error("more than one root element");
    stack[stack.length - 1]!.children.push(el);
    if (!selfClosing) stack.push(el);
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  if (root.children.length !== 1) throw new Error("no root element");
  return root.children[0]!;
}

export function childrenNamed(el: TXmlElement, name: string): TXmlElement[] {
  return el.children.filter((c) => c.name === name);
}
export function childText(el: TXmlElement, name: string): string | undefined {
  return el.children.find((c) => c.name === name)?.text;
}
