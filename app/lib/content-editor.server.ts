import { data } from "react-router";
import { contentKindOfPath, type TContentKindDef } from "../../src/contracts/content-editor.ts";
import type { TViewer } from "../../src/domain/identity/accounts.ts";
import { requireSection } from "./dashboard.server.ts";
import type { TDashboardSectionId } from "./dashboard-sections.ts";
import type { TRouterContext } from "./request-context.server.ts";

/**
 * The content kind a /Dashboard/Konten/… page edits (from its path), after the section's access
 * check: signed in and allowed `content.write` (app/lib/dashboard-sections.ts).
 */
export async function requireContentKind(args: {
  request: Request;
  context: TRouterContext;
  url: URL;
}): Promise<{ viewer: TViewer; def: TContentKindDef; rest: string[] }> {
  const found = contentKindOfPath(args.url.pathname);
  if (!found) throw data("Halaman tidak ditemukan", { status: 404 });
  const viewer = await requireSection(args, `dashboard-content-${found.def.kind}` as TDashboardSectionId);
  return { viewer, ...found };
}

/** The edit route's id: "baru" (a new row) or a positive integer; anything else is a 404. */
export function editTarget(rest: string[]): "new" | number {
  const v = rest[0];
  if (v === "baru") return "new";
  if (v && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647) return Number(v);
  throw data("Halaman tidak ditemukan", { status: 404 });
}
