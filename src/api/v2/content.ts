import { Hono } from "hono";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import type { TServices } from "../../server/context.ts";
import { ZCategoryQuery } from "../../contracts/content.ts";
import { listCategories } from "../../domain/content/posts.ts";
import { ok, parseInput } from "../envelope.ts";
import { tenantCtx } from "../tenant.ts";

type Env = { Variables: { tenant: TTenant | null } };

/** Services API v2: post categories (operation registered with the v1 content operations). */
export function contentV2Router(services: TServices): Hono<Env> {
  const r = new Hono<Env>();
  r.get("/v2/post/category", async (c) => {
    const q = parseInput(ZCategoryQuery, c.req.query());
    return ok(c, await listCategories(tenantCtx(c, services), q), "Berhasil mengambil kategori post.");
  });
  return r;
}
