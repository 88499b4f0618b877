import type { Route } from "./+types/page";
import { EmptyState, PageHeader } from "../components/PageHeader.tsx";
import { notFound, requireEntry } from "../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../seo/meta.ts";

/**
 * The table-driven page for routes whose content another capability provides. A route whose
 * parameters name one item (an id, slug or code) answers 404 until that item exists; list
 * routes show an honest empty state.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const { entry, params } = requireEntry(url);
  const namesItem = Object.entries(params).some(([k, v]) => k !== "*" && k !== "title" && v);
  if (namesItem) notFound(`${entry.title} tidak ditemukan`);
  return { id: entry.id, title: entry.title, lead: entry.lead, path: url.pathname };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return buildMeta(siteFromMatches(matches), { title: data.title, description: data.lead, path: data.path });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { title, lead } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <EmptyState title={`Belum ada konten untuk ${title.toLowerCase()}`} action={{ to: "/", label: "Kembali ke beranda" }}>
          <p>Halaman ini akan menampilkan informasi terbaru begitu tersedia. Silakan kunjungi lagi nanti atau hubungi kami untuk informasi lebih lanjut.</p>
        </EmptyState>
      </div>
    </>
  );
}
