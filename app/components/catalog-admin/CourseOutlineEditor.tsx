import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useFetcher, useLocation } from "react-router";
import type { TAdminChapter, TAdminModule } from "../../../src/domain/catalog/admin-course-content.ts";
import { adminButton, ConfirmDialog, StatusBadge, useHydrated } from "../admin/index.ts";
import { Card } from "../dashboard/Dashboard.tsx";
import { ZModuleForm, ZNewChapterForm } from "../../../src/contracts/catalog-admin.ts";
import { ErrorIcon, inputClass, replyErrors, replyIntent as replyIntentOf, schemaConstraints, type TFormResult } from "../form/index.ts";
import { chapterEditPath } from "../../lib/catalog-sections.ts";

const moduleLimits = schemaConstraints(ZModuleForm);
const chapterLimits = schemaConstraints(ZNewChapterForm);

type TReply = {
  ok?: string;
  error?: string;
  intent?: string;
  outlineConfirm?: { intent: string; id: number; title: string };
  result?: TFormResult;
};

/**
 * The modules and chapters of a course on its edit page. Every change is a plain form post, so
 * it all works without JavaScript: add, rename, "Naik"/"Turun" (the keyboard way to reorder),
 * delete after a confirmation, restore from the trash. With JavaScript, modules and chapters can
 * also be dragged into a new order (saved at once, announced to screen readers), and deletes ask
 * in a dialog.
 */
export function CourseOutlineEditor({ modules }: { modules: TAdminModule[] }) {
  const reply = (useActionData() ?? {}) as TReply;
  const replyIntent = replyIntentOf(reply) ?? "";
  const ours = /^(module|chapter)-/.test(replyIntent) || !!reply.outlineConfirm;
  const refused = replyErrors(ours ? reply.result : undefined);
  const fieldErrors = refused.fields;
  const live = modules.filter((m) => !m.deleted);
  const trash = [...modules.filter((m) => m.deleted), ...live.flatMap((m) => m.chapters.filter((c) => c.deleted).map((c) => ({ ...c, moduleTitle: m.title })))];
  const [announce, setAnnounce] = useState("");
  const moduleDrag = useDragOrder(
    live.map((m) => m.id),
    "module-reorder",
    null,
    setAnnounce,
  );
  return (
    <Card title="Modul dan bab">
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        Susun materi kursus: modul berisi bab. Ubah urutan dengan tombol <strong>Naik</strong>/<strong>Turun</strong> (juga dengan keyboard) atau seret baris ke
        posisi baru.
      </p>
      <p aria-live="polite" className="sr-only" data-testid="outline-live">
        {announce}
      </p>
      {ours && reply.outlineConfirm ? <OutlineConfirm c={reply.outlineConfirm} /> : null}
      {ours && reply.error ? (
        <p role="alert" className="mb-4 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          <ErrorIcon />
          <span>{reply.error}</span>
        </p>
      ) : null}
      {refused.formError ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {refused.formError}
        </p>
      ) : null}
      {ours && reply.ok ? (
        <p role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800" data-testid="outline-ok">
          {reply.ok}
        </p>
      ) : null}
      {live.length === 0 ? <p className="mb-4 text-sm text-slate-600">Belum ada modul. Tambahkan modul pertama di bawah.</p> : null}
      <ol className="space-y-4" data-testid="outline-modules">
        {moduleDrag.order.map((mid, i) => {
          const m = live.find((x) => x.id === mid);
          if (!m) return null;
          return (
            <li
              key={m.id}
              {...moduleDrag.itemProps(m.id, m.title)}
              className={`rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4 ${moduleDrag.dragging === m.id ? "opacity-50" : ""}`}
            >
              <ModuleBlock m={m} index={i} total={live.length} setAnnounce={setAnnounce} fieldErrors={replyIntent === "chapter-add" ? fieldErrors : {}} />
            </li>
          );
        })}
      </ol>
      <Form method="post" className="mt-5 flex flex-wrap items-end gap-3 rounded-xl border border-dashed border-slate-300 p-3">
        <input type="hidden" name="intent" value="module-add" />
        <div className="min-w-0 flex-1">
          <label htmlFor="module-add-title" className="block text-sm font-semibold text-dark">
            Judul modul baru
          </label>
          <input
            id="module-add-title"
            name="title"
            required
            maxLength={moduleLimits("title").maxLength}
            className={inputClass}
            aria-invalid={replyIntent === "module-add" && fieldErrors.title ? true : undefined}
            aria-describedby={replyIntent === "module-add" && fieldErrors.title ? "module-add-error" : undefined}
          />
          {replyIntent === "module-add" && fieldErrors.title ? (
            <p id="module-add-error" className="mt-1 text-sm font-medium text-red-700">
              {fieldErrors.title}
            </p>
          ) : null}
        </div>
        <button type="submit" className={adminButton.primary}>
          Tambah modul
        </button>
      </Form>
      {trash.length ? (
        <details className="mt-5 rounded-xl border border-slate-200 p-3">
          <summary className="cursor-pointer text-sm font-semibold text-dark">Sampah ({trash.length})</summary>
          <ul className="mt-2 divide-y divide-slate-200">
            {trash.map((x) => {
              const isChapter = "moduleTitle" in x;
              return (
                <li key={`${isChapter ? "c" : "m"}${x.id}`} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    {isChapter ? "Bab" : "Modul"} “{x.title}”
                    {isChapter ? <span className="text-slate-500"> · {(x as { moduleTitle: string }).moduleTitle}</span> : null}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="id" value={x.id} />
                    <button type="submit" name="intent" value={isChapter ? "chapter-restore" : "module-restore"} className={adminButton.link}>
                      Pulihkan
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}

function ModuleBlock({
  m,
  index,
  total,
  setAnnounce,
  fieldErrors,
}: {
  m: TAdminModule;
  index: number;
  total: number;
  setAnnounce: (s: string) => void;
  fieldErrors: Record<string, string>;
}) {
  const chapters = m.chapters.filter((c) => !c.deleted);
  const drag = useDragOrder(
    chapters.map((c) => c.id),
    "chapter-reorder",
    m.id,
    setAnnounce,
  );
  const titleId = `module-${m.id}-title`;
  return (
    <section aria-labelledby={`module-${m.id}-heading`}>
      <div className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="cursor-grab select-none text-slate-400" title="Seret untuk memindah">
          ⠿
        </span>
        <h3 id={`module-${m.id}-heading`} className="mr-auto font-heading text-base font-bold text-dark">
          Modul {index + 1}: {m.title}
        </h3>
        <MoveButtons intent="module-move" id={m.id} label={`modul ${m.title}`} first={index === 0} last={index === total - 1} />
        <DeleteRow intent="module-delete" id={m.id} title={m.title} noun="modul" />
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-primary-ink">Ubah nama modul</summary>
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="module-rename" />
          <input type="hidden" name="id" value={m.id} />
          <input type="hidden" name="version" value={m.version} />
          <div className="min-w-0 flex-1">
            <label htmlFor={titleId} className="block text-sm font-semibold text-dark">
              Judul modul
            </label>
            <input id={titleId} name="title" defaultValue={m.title} required maxLength={moduleLimits("title").maxLength} className={inputClass} />
          </div>
          <button type="submit" className={adminButton.secondary}>
            Simpan nama
          </button>
        </Form>
      </details>
      <ol className="mt-3 space-y-2" aria-label={`Bab di modul ${m.title}`}>
        {drag.order.map((cid, i) => {
          const c = chapters.find((x) => x.id === cid);
          if (!c) return null;
          return (
            <li
              key={c.id}
              {...drag.itemProps(c.id, c.title)}
              className={`flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 ${drag.dragging === c.id ? "opacity-50" : ""}`}
              data-chapter-id={c.id}
            >
              <span aria-hidden="true" className="cursor-grab select-none text-slate-400">
                ⠿
              </span>
              <ChapterLine c={c} />
              <MoveButtons intent="chapter-move" id={c.id} label={`bab ${c.title}`} first={i === 0} last={i === chapters.length - 1} />
              <DeleteRow intent="chapter-delete" id={c.id} title={c.title} noun="bab" />
            </li>
          );
        })}
      </ol>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="chapter-add" />
        <input type="hidden" name="moduleId" value={m.id} />
        <div className="min-w-0 flex-1">
          <label htmlFor={`chapter-add-${m.id}`} className="block text-sm font-semibold text-dark">
            Judul bab baru
          </label>
          <input id={`chapter-add-${m.id}`} name="title" required maxLength={chapterLimits("title").maxLength} className={inputClass} />
          {fieldErrors.title ? <p className="mt-1 text-sm font-medium text-red-700">{fieldErrors.title}</p> : null}
        </div>
        <button type="submit" className={adminButton.secondary}>
          Tambah bab
        </button>
      </Form>
    </section>
  );
}

function ChapterLine({ c }: { c: TAdminChapter }) {
  return (
    <span className="mr-auto min-w-0">
      <Link to={chapterEditPath(c.id)} className="font-semibold text-primary-ink hover:underline">
        Bab {c.position}: {c.title}
      </Link>
      <span className="ml-2 inline-flex gap-1 align-middle">
        {c.isPremium ? <StatusBadge tone="amber">Premium</StatusBadge> : <StatusBadge tone="green">Gratis</StatusBadge>}
        <span className="text-xs text-slate-500">{c.durationMinutes} menit</span>
      </span>
    </span>
  );
}

function MoveButtons({ intent, id, label, first, last }: { intent: string; id: number; label: string; first: boolean; last: boolean }) {
  return (
    <Form method="post" className="inline-flex gap-1" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="direction"
        value="up"
        disabled={first}
        className={`${adminButton.secondary} min-h-9 px-2.5 py-1 disabled:opacity-40`}
        aria-label={`Naikkan ${label}`}
      >
        Naik
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        disabled={last}
        className={`${adminButton.secondary} min-h-9 px-2.5 py-1 disabled:opacity-40`}
        aria-label={`Turunkan ${label}`}
      >
        Turun
      </button>
    </Form>
  );
}

/** "Hapus": without JavaScript it asks through the page (`*-delete-ask`), with it in a dialog. */
function DeleteRow({ intent, id, title, noun }: { intent: string; id: number; title: string; noun: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  return (
    <>
      <Form method="post" className="inline">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="title" value={title} />
        <button
          type="submit"
          name="intent"
          value={`${intent}-ask`}
          aria-label={`Hapus ${noun} ${title}`}
          className={`${adminButton.link} text-red-700`}
          onClick={(e) => {
            if (!hydrated || !ref.current) return;
            e.preventDefault();
            ref.current.showModal();
          }}
        >
          Hapus
        </button>
      </Form>
      {hydrated ? (
        <ConfirmDialog
          dialogRef={ref}
          title={`Hapus ${noun} “${title}”?`}
          message={`${noun === "modul" ? "Modul" : "Bab"} dipindahkan ke Sampah dan tidak tampil lagi di situs. Anda bisa memulihkannya dari Sampah di bawah daftar.`}
          intent={intent}
          fields={{ id: String(id) }}
          confirmLabel="Ya, hapus"
        />
      ) : null}
    </>
  );
}

function OutlineConfirm({ c }: { c: { intent: string; id: number; title: string } }) {
  const { pathname, search } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const noun = c.intent.startsWith("module") ? "modul" : "bab";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby="outline-confirm-title"
      className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4 focus:outline-none"
      data-testid="outline-confirm"
    >
      <h3 id="outline-confirm-title" className="font-heading text-base font-bold text-red-900">
        Hapus {noun} “{c.title}”?
      </h3>
      <p className="mt-1 text-sm text-red-900">Data dipindahkan ke Sampah dan tidak tampil lagi di situs. Anda bisa memulihkannya.</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="id" value={c.id} />
        <button type="submit" name="intent" value={c.intent} className={adminButton.dangerSolid} autoFocus>
          Ya, hapus
        </button>
        <Link to={`${pathname}${search}`} className={adminButton.secondary}>
          Batal
        </Link>
      </Form>
    </div>
  );
}

/**
 * Drag-and-drop order of a list (with JavaScript): rows are draggable, the order follows the
 * pointer, and a drop posts the whole new order (`intent`, `ids`, `parent`) in the background.
 * The server's order comes back with the revalidated page.
 */
function useDragOrder(ids: number[], intent: string, parent: number | null, announce: (s: string) => void) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [order, setOrder] = useState(ids);
  const [dragging, setDragging] = useState<number | null>(null);
  const key = ids.join(",");
  useEffect(() => setOrder(key ? key.split(",").map(Number) : []), [key]);
  const itemProps = (id: number, title: string) =>
    hydrated
      ? {
          draggable: true,
          "data-drag-id": id,
          onDragStart: (e: React.DragEvent) => {
            e.stopPropagation();
            e.dataTransfer.effectAllowed = "move";
            e.dataTransfer.setData("text/plain", String(id));
            setDragging(id);
          },
          onDragOver: (e: React.DragEvent) => {
            if (dragging === null || !order.includes(dragging)) return;
            e.preventDefault();
            e.stopPropagation();
            if (dragging === id) return;
            setOrder((prev) => {
              const next = prev.filter((x) => x !== dragging);
              next.splice(next.indexOf(id) + (prev.indexOf(dragging) < prev.indexOf(id) ? 1 : 0), 0, dragging);
              return next;
            });
          },
          onDrop: (e: React.DragEvent) => {
            if (dragging === null || !order.includes(dragging)) return;
            e.preventDefault();
            e.stopPropagation();
          },
          onDragEnd: (e: React.DragEvent) => {
            e.stopPropagation();
            if (dragging === null) return;
            const moved = dragging;
            setDragging(null);
            if (order.join(",") === key) return;
            const fd = new FormData();
            fd.set("intent", intent);
            fd.set("ids", order.join(","));
            if (parent) fd.set("parent", String(parent));
            fetcher.submit(fd, { method: "post" });
            announce(`${title} dipindah ke posisi ${order.indexOf(moved) + 1} dari ${order.length}.`);
          },
        }
      : {};
  return { order: hydrated ? order : ids, dragging, itemProps };
}
