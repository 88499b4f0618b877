/** Parameter patterns of the route table (docs/decisions/001-route-table-is-data.md). A value that does not match → 404. */
export const PARAM_PATTERNS = {
  id: /^[1-9][0-9]{0,9}$/,
  slug: /^(?=.{1,120}$)[a-z0-9]+(-[a-z0-9]+)*$/,
  /** Uppercase letters and digits with dashes, at least one letter: this is what tells a code from a slug. */
  code: /^(?=.{1,40}$)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(-[A-Z0-9]+)*$/,
  title: /^(?=.{1,200}$)[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/,
} as const;

export type TParamKind = keyof typeof PARAM_PATTERNS;

/** Which pattern each parameter name uses. */
export const PARAM_KIND: Record<string, TParamKind> = {
  id: "id",
  slug: "slug",
  moduleSlug: "slug",
  chapterSlug: "slug",
  quizSlug: "slug",
  program: "slug",
  type: "slug",
  code: "code",
  title: "title",
};

export function matchesParam(name: string, value: string): boolean {
  const kind = PARAM_KIND[name];
  if (!kind) return false;
  return PARAM_PATTERNS[kind].test(value);
}

/** `/Class/{code}` and `/Class/{slug}` share one shape: the pattern decides which one a value is. */
export function classKeyKind(value: string): "code" | "slug" | null {
  if (PARAM_PATTERNS.code.test(value)) return "code";
  if (PARAM_PATTERNS.slug.test(value)) return "slug";
  return null;
}

/** `/News/{slug}` and `/News/{id}` share one shape: digits are an id, other kebab values a slug. */
export function newsKeyKind(value: string): "id" | "slug" | null {
  if (PARAM_PATTERNS.id.test(value)) return "id";
  if (PARAM_PATTERNS.slug.test(value)) return "slug";
  return null;
}
