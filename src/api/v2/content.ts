import { Hono } from "hono";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import type { TServices } from "../../server/context.ts";
import { ZCategoryQuery } from "../../contracts/content.ts";
import { listCategories } from "../../domain/content/posts.ts";
import { cachedOk } from "../cached.ts";
import { parseInput } from "../envelope.ts";
import { tenantCtx } from "../tenant.ts";

type Env = { Variables: { tenant: TTenant | null } };

/** Services API v2: post categories (operation registered with the v1 content operations). */
export function contentV2Router(services: TServices): Hono<Env> {
  const r = new Hono<Env>();
  r.get("/v2/post/category", async (c) => {
    const q = parseInput(ZCategoryQuery, c.req.query());
    return cachedOk(c, services, `v2/post/category:${JSON.stringify(q)}`, async () => ({
      data: await listCategories(tenantCtx(c, services), q),
      message: "Berhasil mengambil kategori post.",
    }));
  });
  return r;
}
