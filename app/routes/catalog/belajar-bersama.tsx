import type { Route } from "./+types/belajar-bersama";
import { read } from "../../lib/cached-read.server.ts";
import { ClassDetailView } from "../../components/catalog/ClassDetailView.tsx";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { getClassByKey } from "../../../src/domain/catalog/classes.ts";
import { FESTIVAL_CLASS_SLUG } from "../../../src/contracts/catalog-constants.ts";
import { pageSite } from "./catalog.server.ts";

/** `/BelajarBersama` always shows the fixed festival class (spec §2 detail preloading). */
export async function loader({ context, params, pattern }: Route.LoaderArgs) {
  requireEntry({ pattern, params });
  const c = await read(context, getClassByKey, { slug: FESTIVAL_CLASS_SLUG });
  if (!c) notFound("Festival belum dijadwalkan");
  return { c, ...pageSite(context) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return buildMeta(siteFromMatches(matches), { title: data.c.name, description: data.c.description, image: data.c.logo, path: "/BelajarBersama" });
}

export default function BelajarBersama({ loaderData }: Route.ComponentProps) {
  const { c, origin, provider } = loaderData;
  return <ClassDetailView c={c} origin={origin} path="/BelajarBersama" provider={provider} crumbs={[]} />;
}
