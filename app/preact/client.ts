// Browser build only: vite.config.ts aliases "react-dom/client" to this module, and "react",
// "react-dom" and the JSX runtimes to preact/compat. The server keeps rendering with React, so this
// module bridges what React 19's server markup and hydrateRoot(document) do differently.
import { Fragment, options, type VNode } from "preact";
import { hydrate, render } from "preact/compat";

type TChildren = Parameters<typeof hydrate>[0];
type TInternalVNode = VNode & { __e?: Node | null }; // __e: Preact 10's mangled vnode._dom

// 1. React hydrates the whole document; Preact, given `document`, renders into <html>
// (preactjs/preact#3794), where the <html> that app/root.tsx's Layout renders would be looked for
// inside <html>. Render <html> as a fragment: its <head> and <body> hydrate the server's. The
// <html> attributes (lang) are static and stay as the server wrote them.
const prevVNode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === "html") {
    vnode.type = Fragment;
    vnode.props = { children: (vnode.props as { children?: unknown }).children } as typeof vnode.props;
  }
  prevVNode?.(vnode);
};

// 2. React's server hoists <title>, <meta> and <link> into <head> in its own order (image and
// module preloads first, itemProp metas and stylesheets left in place) while Preact hydrates by
// tag name in render order and never writes attributes while hydrating: a <link rel=canonical>
// vnode could take a <link rel=preload> element and keep its attributes for good. Drop React's
// resource hints first (the browser has acted on them: images are requested, modules are running;
// the router renders its own modulepreload links again in <body>), and while hydrating make each
// <head> element's attributes and inline content what its vnode says.
const ATTR: Record<string, string> = { className: "class", htmlFor: "for", httpEquiv: "http-equiv", acceptCharset: "accept-charset" };
let hydrating = false;

function wantedAttributes(props: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(props)) {
    if (k === "children" || k === "dangerouslySetInnerHTML" || k === "key" || k === "ref" || k === "suppressHydrationWarning") continue;
    if (v == null || v === false || typeof v === "function" || typeof v === "object") continue;
    out.set((ATTR[k] ?? k).toLowerCase(), v === true ? "" : String(v));
  }
  return out;
}

function repairHeadElement(vnode: TInternalVNode): void {
  const el = vnode.__e;
  if (typeof vnode.type !== "string" || !(el instanceof Element) || el.parentNode !== document.head) return;
  const props = vnode.props as Record<string, unknown>;
  const want = wantedAttributes(props);
  const have = el.getAttributeNames();
  if (have.length !== want.size || have.some((n) => el.getAttribute(n) !== want.get(n))) {
    for (const n of have) el.removeAttribute(n);
    for (const [n, v] of want) el.setAttribute(n, v);
  }
  const html = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html;
  if (html != null && el.innerHTML !== html) el.innerHTML = html;
}

const prevDiffed = options.diffed;
options.diffed = (vnode: VNode) => {
  if (hydrating) repairHeadElement(vnode as TInternalVNode);
  prevDiffed?.(vnode);
};

// 3. React lets the root suspend: <HydratedRouter> throws the promise that decodes the server's
// loader data on its first render, and React hydrates once it settles. Preact has no root
// suspension, and resumes a suspended hydration into a single DOM node while this tree owns <head>
// and <body>. Nothing reaches the DOM before the router renders: wait for the promise, hydrate again.
function hydrateWhenReady(children: TChildren, container: Element): void {
  hydrating = true;
  try {
    hydrate(children, container);
  } catch (err) {
    if (!err || typeof (err as PromiseLike<unknown>).then !== "function") throw err;
    (err as PromiseLike<unknown>).then(() => hydrateWhenReady(children, container));
  } finally {
    hydrating = false;
  }
}

function root(container: Element) {
  return { render: (c: TChildren) => render(c, container), unmount: () => render(null, container) };
}

export function hydrateRoot(container: Element | Document, children: TChildren) {
  for (const link of document.head.querySelectorAll("link[rel=preload], link[rel=modulepreload]")) link.remove();
  hydrateWhenReady(children, container as Element);
  return root(container as Element);
}

export function createRoot(container: Element | Document) {
  return root(container as Element);
}
