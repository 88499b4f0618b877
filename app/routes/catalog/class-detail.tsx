import type { Route } from "./+types/class-detail";
import { read } from "../../lib/cached-read.server.ts";
import { ClassDetailView } from "../../components/catalog/ClassDetailView.tsx";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { classKeyKind } from "../../../src/contracts/route-params.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { getClassByKey } from "../../../src/domain/catalog/classes.ts";
import { pageSite } from "./catalog.server.ts";

/** `/Class/{code}` or `/Class/{slug}`: the class key is the 2nd path segment (spec §2). */
export async function loader({ context, params, pattern }: Route.LoaderArgs) {
  requireEntry({ pattern, params });
  const key = params.classKey;
  const kind = classKeyKind(key);
  if (!kind) notFound("Kelas tidak ditemukan");
  const c = await read(context, getClassByKey, kind === "code" ? { code: key } : { slug: key });
  if (!c) notFound("Kelas tidak ditemukan");
  return { c, path: `/Class/${c.slug}`, ...pageSite(context) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return buildMeta(siteFromMatches(matches), { title: data.c.name, description: data.c.description, image: data.c.logo, path: data.path });
}

export default function ClassDetail({ loaderData }: Route.ComponentProps) {
  const { c, origin, path, provider } = loaderData;
  return <ClassDetailView c={c} origin={origin} path={path} provider={provider} />;
}
