import { Link } from "react-router";
import type { Route } from "./+types/content-preview";
import { dashboardMeta } from "../../lib/dashboard-title.ts";
import { adminButton, StatusBadge } from "../../components/admin/index.ts";
import { DateText, Html } from "../../components/content/ContentUI.tsx";
import { Card } from "../../components/dashboard/Dashboard.tsx";
import { editTarget, requireContentKind } from "../../lib/content-editor.server.ts";
import { STATUS_LABEL } from "../../../src/contracts/content-editor.ts";
import { getPostPreview } from "../../../src/domain/content/editor.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/**
 * /Dashboard/Konten/Artikel/{id}/Pratinjau: an article as the site will show it, also while it is a
 * draft or scheduled. Inside the dashboard, so only staff with `content.write` see it, and never
 * cached (the dashboard's pages are `private, no-store`).
 */
export async function loader(args: Route.LoaderArgs) {
  const { def, rest } = await requireContentKind(args);
  const id = editTarget(rest);
  if (def.kind !== "artikel" || id === "new" || rest[1] !== "Pratinjau") throw new Response("Halaman tidak ditemukan", { status: 404 });
  try {
    const post = await getPostPreview(requestOf(args.context).tenantCtx, id);
    return { post, pageTitle: `Pratinjau artikel: ${post.title}` };
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") throw new Response(err.message, { status: 404 });
    throw err;
  }
}

/** The page's own title (the record's name). */
export function meta(args: Route.MetaArgs) {
  return dashboardMeta(args);
}

export default function ContentPreview({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <Card title={`Pratinjau: ${post.title}`}>
      <p className="-mt-2 mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <StatusBadge tone={post.status === "published" ? "green" : post.status === "scheduled" ? "blue" : "slate"}>{STATUS_LABEL[post.status]}</StatusBadge>
        <span>
          {post.status === "published"
            ? "Sudah tampil di situs."
            : post.status === "scheduled"
              ? "Tampil di situs pada "
              : "Draf: hanya staf yang dapat melihat pratinjau ini."}
          {post.status === "scheduled" ? <DateText iso={post.publishedAt} /> : null}
        </span>
        <Link to={`/Dashboard/Konten/Artikel/${post.id}`} className={adminButton.link}>
          Ubah artikel
        </Link>
        {post.status === "published" ? (
          <a href={post.url} className={adminButton.link}>
            Buka di situs
          </a>
        ) : null}
      </p>
      <article className="mx-auto max-w-3xl" data-testid="post-preview">
        <h2 className="font-heading text-3xl font-bold text-dark">{post.title}</h2>
        {post.summary ? <p className="mt-2 text-lg text-slate-600">{post.summary}</p> : null}
        <p className="mt-2 text-sm text-slate-500">{post.author}</p>
        {post.cover ? <img src={post.cover} alt="" className="mt-6 aspect-[1200/630] w-full rounded-2xl object-cover" /> : null}
        <Html html={post.content} className="mt-6" />
      </article>
    </Card>
  );
}
