import { classKeyKind } from "../../contracts/route-params.ts";
import { AppError } from "../../kernel/errors.ts";

/** `/Class/{code}` and `/Class/{slug}` share one shape: the route patterns decide which it is. */
export function classKeyOf(value: string): { code: string } | { slug: string } {
  const kind = classKeyKind(value);
  if (kind === "code") return { code: value };
  if (kind === "slug") return { slug: value };
  throw new AppError("INVALID_INPUT", `Parameter "slug" tidak valid: "${value}" bukan slug atau kode kelas.`);
}
