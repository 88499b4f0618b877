import { createContext, useContext, type ReactNode } from "react";

/**
 * Server-rendered markup of parts of the shell that are the same on many pages (the header for a
 * given tenant, active menu item and viewer; the footer). entry.server provides the cache; in the
 * browser there is none and the parts render as usual, so React hydrates the same DOM (checked
 * byte for byte against an inline render by src/server/markup-cache.spec.ts).
 *
 * The parts render on their own on the server (a nested renderToString), so they must not call
 * `useId`: its ids follow the position in the whole tree, which a nested render does not know,
 * and the browser would compute other ids (a hydration mismatch; the spec would fail).
 */
export interface TMarkupCache {
  /** The markup of `children`, rendered once per `scope` object and `key`. */
  markup(scope: object, key: string, children: ReactNode): string;
}

export const MarkupCacheContext = createContext<TMarkupCache | null>(null);

type TTag = "header" | "footer";

type Props = {
  as: TTag;
  /** An object that changes whenever the children's inputs change other than through `cacheKey` (the site). */
  scope: object;
  /** Everything else the children depend on. */
  cacheKey: string;
  children: ReactNode;
  className?: string;
  lang?: string;
};

export function CachedMarkup({ as, scope, cacheKey, children, ...attrs }: Props) {
  const cache = useContext(MarkupCacheContext);
  const Tag = as;
  if (!cache) return <Tag {...attrs}>{children}</Tag>;
  return <CachedInner as={as} attrs={attrs} html={{ cache, scope, cacheKey, children }} />;
}

/**
 * No hooks here: the nested render on a cache miss runs inside this component, and React's
 * server renderer restores its own dispatcher and context around a nested render but not the
 * hook state of the component that called it.
 */
function CachedInner({
  as: Tag,
  attrs,
  html,
}: {
  as: TTag;
  attrs: { className?: string; lang?: string };
  html: { cache: TMarkupCache; scope: object; cacheKey: string; children: ReactNode };
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is React's own renderToString output of these children, cached
  return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: html.cache.markup(html.scope, html.cacheKey, html.children) }} />;
}
