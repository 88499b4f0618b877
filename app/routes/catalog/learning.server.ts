import { getViewer } from "../../lib/identity.server.ts";
import { can } from "../../../src/domain/identity/permissions.ts";
import type { TViewer } from "../../../src/domain/identity/accounts.ts";
import type { TRouterContext } from "../../lib/request-context.server.ts";

/** The signed-in learner who may keep progress on this tenant, or null. */
export async function learnerOf(request: Request, context: TRouterContext): Promise<TViewer | null> {
  const v = await getViewer(request, context);
  return v && can(v.role, "learning.progress") ? v : null;
}
