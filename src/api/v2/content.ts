import { ZCategoryQuery } from "../../contracts/content.ts";
import { listCategories } from "../../domain/content/posts.ts";
import type { TServices } from "../../platform/services.ts";
import { cachedOk } from "../cached.ts";
import { createApiRouter, createRoute, envelope, errors } from "../openapi.ts";
import { ZCategoryPage } from "../schemas.ts";
import { tenantCtx } from "../tenant.ts";

const categories = createRoute({
  method: "get",
  path: "/v2/post/category",
  summary: "Kategori post dengan jumlah post terbit",
  tags: ["Konten"],
  request: { query: ZCategoryQuery },
  responses: { 200: envelope(ZCategoryPage), ...errors(400, 404) },
});

/** Services API v2: post categories. */
export function contentV2Router(services: TServices) {
  const r = createApiRouter();
  r.openapi(categories, (c) => {
    const q = c.req.valid("query");
    return cachedOk(c, services, `v2/post/category:${JSON.stringify(q)}`, async () => ({
      data: await listCategories(tenantCtx(c), q),
      message: "Berhasil mengambil kategori post.",
    }));
  });
  return r;
}
