import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/inbox";
import { requireSection } from "../../lib/dashboard.server.ts";
import { parseForm, formFailure } from "../../lib/form.server.ts";
import { listAttendees } from "../../../src/domain/registrations/events.ts";
import {
  KIND_LABEL,
  STATUS_LABEL,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type TSubmissionKind,
  type TSubmissionStatus,
} from "../../../src/contracts/registrations.ts";
import { AppError, fieldErrorsOf } from "../../../src/kernel/errors.ts";
import { allowedNext, changeStatus, getSubmission, inboxCounts, listSubmissions, ZInboxQuery, ZStatusChange } from "../../../src/domain/registrations/inbox.ts";
import { fieldClass, replyErrors, replyFor, schemaConstraints, typedValue } from "../../components/form/index.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { SHORT_DATE_TIME_ID } from "../../../src/kernel/format.ts";

/** /Dashboard/Inbox: every inbound form in one list for the tenant's staff (issue 14). */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-inbox");
  const ctx = requestOf(args.context).tenantCtx;
  const params = Object.fromEntries(args.url.searchParams);
  const q = ZInboxQuery.parse(params);
  const id = /^\d{1,10}$/.test(params.id ?? "") ? Number(params.id) : null;
  const [list, counts, detail] = await Promise.all([listSubmissions(ctx, q), inboxCounts(ctx), id ? getSubmission(ctx, id) : null]);
  // An event registration shows the event's whole attendee list (confirmed, then the waitlist).
  const eventId = detail?.kind === "event" ? Number((detail.payload as { eventId?: unknown }).eventId) : NaN;
  const attendees =
    Number.isInteger(eventId) && eventId > 0 ? (await listAttendees(ctx, eventId)).map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })) : null;
  return {
    q,
    counts,
    list: { ...list, items: list.items.map(summary) },
    detail: detail
      ? {
          ...summary(detail),
          payload: detail.payload,
          statusNote: detail.statusNote,
          handledAt: detail.handledAt?.toISOString() ?? null,
          next: allowedNext(detail.status),
        }
      : null,
    missing: id !== null && !detail,
    attendees,
  };
}

function summary(r: {
  id: number;
  kind: TSubmissionKind;
  status: TSubmissionStatus;
  name: string;
  email: string;
  phone: string;
  organization: string;
  message: string;
  createdAt: Date;
}) {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    name: r.name,
    email: r.email,
    phone: r.phone,
    organization: r.organization,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-inbox");
  const f = await parseForm(args.request, ZStatusChange);
  if (!f.ok) return f.reply;
  try {
    const row = await changeStatus(requestOf(args.context).tenantCtx, f.value, viewer.userId);
    return { ok: `Status #${row.id} diubah menjadi ${STATUS_LABEL[row.status]}.` };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const fields = fieldErrorsOf(err);
    return formFailure(f.formData, fields ? { fields, status: err.status } : { formError: err.message, status: err.status });
  }
}

// The inbox keeps the public forms' look for its fields (white, the site's borders).
const fieldCls = fieldClass("site", false);
const badFieldCls = fieldClass("site", true);
const limits = { query: schemaConstraints(ZInboxQuery), change: schemaConstraints(ZStatusChange) };

const when = (iso: string) => `${SHORT_DATE_TIME_ID.format(new Date(iso))} WIB`;

const STATUS_STYLE: Record<TSubmissionStatus, string> = {
  baru: "bg-blue-100 text-blue-900",
  dihubungi: "bg-amber-100 text-amber-900",
  selesai: "bg-green-100 text-green-900",
  ditolak: "bg-slate-200 text-slate-800",
};

function StatusBadge({ status }: { status: TSubmissionStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>{STATUS_LABEL[status]}</span>;
}

function withQuery(q: Record<string, unknown>, extra: Record<string, string | number | undefined>) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...q, ...extra })) if (v !== undefined && v !== "" && v !== null && !(k === "halaman" && v === 1)) p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : "?";
}

export default function DashboardInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { q, counts, list, detail, missing, attendees } = loaderData;
  const nav = useNavigation();
  const filters = { jenis: q.jenis, status: q.status, dari: q.dari, sampai: q.sampai, q: q.q };
  return (
    <div className="grid gap-6">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Jumlah kiriman per status">
        {SUBMISSION_STATUSES.map((s) => (
          <li key={s}>
            <Link to={withQuery({}, { status: s })} className="block rounded-2xl border border-slate-200 bg-white p-4 hover:border-primary">
              <span className="block text-2xl font-extrabold text-dark">{counts.byStatus[s]}</span>
              <span className="text-sm text-slate-600">{STATUS_LABEL[s]}</span>
            </Link>
          </li>
        ))}
      </ul>

      <Form
        method="get"
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
        role="search"
        aria-label="Saring kotak masuk"
      >
        <div className="lg:col-span-2">
          <label htmlFor="inbox-q" className="block text-sm font-semibold text-dark">
            Cari
          </label>
          <input
            id="inbox-q"
            name="q"
            defaultValue={q.q ?? ""}
            placeholder="Nama, email, instansi, pesan"
            maxLength={limits.query("q").maxLength}
            className={fieldCls}
          />
        </div>
        <div>
          <label htmlFor="inbox-jenis" className="block text-sm font-semibold text-dark">
            Jenis
          </label>
          <select id="inbox-jenis" name="jenis" defaultValue={q.jenis ?? ""} className={fieldCls}>
            <option value="">Semua jenis</option>
            {SUBMISSION_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
                {counts.byKind[k] ? ` (${counts.byKind[k]})` : ""}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-status" className="block text-sm font-semibold text-dark">
            Status
          </label>
          <select id="inbox-status" name="status" defaultValue={q.status ?? ""} className={fieldCls}>
            <option value="">Semua status</option>
            {SUBMISSION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-dari" className="block text-sm font-semibold text-dark">
            Dari tanggal
          </label>
          <input id="inbox-dari" type="date" name="dari" defaultValue={q.dari ?? ""} className={fieldCls} />
        </div>
        <div>
          <label htmlFor="inbox-sampai" className="block text-sm font-semibold text-dark">
            Sampai tanggal
          </label>
          <input id="inbox-sampai" type="date" name="sampai" defaultValue={q.sampai ?? ""} className={fieldCls} />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
          <button type="submit" className="rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary hover:opacity-90">
            Terapkan
          </button>
          <Link to="?" className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:border-primary">
            Hapus saringan
          </Link>
          <a
            href={`/Dashboard/Inbox/Ekspor${withQuery(filters, {})}`}
            download
            className="ml-auto rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:border-primary"
          >
            Unduh CSV
          </a>
        </div>
      </Form>

      {missing ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Kiriman itu tidak ditemukan di situs ini.
        </p>
      ) : null}
      {detail ? <Detail detail={detail} reply={actionData} busy={nav.state === "submitting"} back={withQuery(filters, { halaman: q.halaman })} /> : null}
      {detail && attendees ? <Attendees event={String((detail.payload as { event?: unknown }).event ?? "")} rows={attendees} /> : null}

      <section aria-labelledby="inbox-list" className="rounded-2xl border border-slate-200 bg-white">
        <h2 id="inbox-list" className="border-b border-slate-200 px-4 py-3 text-base font-bold text-dark">
          {list.totalItems} kiriman
        </h2>
        {list.items.length ? (
          <ul className="divide-y divide-slate-100">
            {list.items.map((s) => (
              <li key={s.id}>
                <Link
                  to={withQuery({ ...filters, halaman: q.halaman }, { id: s.id })}
                  preventScrollReset
                  className={`grid gap-1 px-4 py-3 hover:bg-slate-50 sm:grid-cols-[7rem_1fr_auto] sm:items-center ${detail?.id === s.id ? "bg-slate-50" : ""}`}
                >
                  <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">{KIND_LABEL[s.kind]}</span>
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-dark">
                      #{s.id} · {s.name || s.email} {s.organization ? <span className="font-normal text-slate-600">· {s.organization}</span> : null}
                    </span>
                    <span className="block truncate text-sm text-slate-600">
                      {s.email} · {when(s.createdAt)}
                    </span>
                  </span>
                  <StatusBadge status={s.status} />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-4 py-8 text-center text-sm text-slate-600">Belum ada kiriman yang cocok dengan saringan ini.</p>
        )}
        {list.totalPages > 1 ? (
          <nav aria-label="Halaman kotak masuk" className="flex items-center justify-between border-t border-slate-200 px-4 py-3 text-sm">
            {q.halaman > 1 ? <Link to={withQuery(filters, { halaman: q.halaman - 1 })}>‹ Sebelumnya</Link> : <span />}
            <span>
              Halaman {q.halaman} dari {list.totalPages}
            </span>
            {q.halaman < list.totalPages ? <Link to={withQuery(filters, { halaman: q.halaman + 1 })}>Berikutnya ›</Link> : <span />}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

type TDetail = NonNullable<Route.ComponentProps["loaderData"]["detail"]>;

function Detail({ detail, reply, busy, back }: { detail: TDetail; reply: Route.ComponentProps["actionData"]; busy: boolean; back: string }) {
  const r = replyFor(reply);
  const { fields: errors, formError } = replyErrors(r.result);
  const payload = Object.entries(detail.payload ?? {}).filter(([, v]) => v !== "" && v !== null && v !== undefined);
  return (
    <section aria-labelledby="inbox-detail" className="rounded-2xl border border-primary/40 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{KIND_LABEL[detail.kind]}</p>
          <h2 id="inbox-detail" className="text-xl font-bold text-dark">
            #{detail.id} · {detail.name || detail.email}
          </h2>
          <p className="text-sm text-slate-600">Masuk {when(detail.createdAt)}</p>
        </div>
        <div className="flex items-center gap-3">
          <StatusBadge status={detail.status} />
          <Link to={back} preventScrollReset className="text-sm font-semibold text-primary-ink underline">
            Tutup
          </Link>
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-600">Email</dt>
        <dd>
          <a href={`mailto:${detail.email}`} className="text-primary-ink underline">
            {detail.email}
          </a>
        </dd>
        {detail.phone ? (
          <>
            <dt className="font-semibold text-slate-600">Telepon</dt>
            <dd>{detail.phone}</dd>
          </>
        ) : null}
        {detail.organization ? (
          <>
            <dt className="font-semibold text-slate-600">Instansi</dt>
            <dd>{detail.organization}</dd>
          </>
        ) : null}
        {detail.message ? (
          <>
            <dt className="font-semibold text-slate-600">Pesan</dt>
            <dd className="whitespace-pre-line">{detail.message}</dd>
          </>
        ) : null}
        {payload.map(([k, v]) => (
          <PayloadRow key={k} name={k} value={v} />
        ))}
        {detail.statusNote ? (
          <>
            <dt className="font-semibold text-slate-600">Catatan status</dt>
            <dd className="whitespace-pre-line">{detail.statusNote}</dd>
          </>
        ) : null}
      </dl>
      {r.ok ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-900">
          {r.ok}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {formError}
        </p>
      ) : null}
      {detail.next.length ? (
        <Form method="post" className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
          <input type="hidden" name="id" value={detail.id} />
          <div>
            <label htmlFor="inbox-status-baru" className="block text-sm font-semibold text-dark">
              Ubah status
            </label>
            <select
              id="inbox-status-baru"
              name="status"
              defaultValue={typedValue(r.result, "status") || detail.next[0]}
              className={errors.status ? badFieldCls : fieldCls}
              aria-invalid={errors.status ? true : undefined}
            >
              {detail.next.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="inbox-note" className="block text-sm font-semibold text-dark">
              Catatan
            </label>
            <input
              id="inbox-note"
              name="note"
              defaultValue={typedValue(r.result, "note")}
              maxLength={limits.change("note").maxLength}
              placeholder="Wajib diisi saat menolak"
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? "inbox-note-error" : undefined}
              className={errors.note ? badFieldCls : fieldCls}
            />
            {errors.note ? (
              <p id="inbox-note-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.note}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={busy}
            className="rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
          >
            {busy ? "Menyimpan…" : "Simpan status"}
          </button>
        </Form>
      ) : (
        <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-600">Kiriman ini sudah {STATUS_LABEL[detail.status].toLowerCase()}.</p>
      )}
    </section>
  );
}

function Attendees({
  event,
  rows,
}: {
  event: string;
  rows: { id: number; name: string; email: string; phone: string; organization: string; status: string; createdAt: string }[];
}) {
  const confirmed = rows.filter((r) => r.status === "confirmed").length;
  return (
    <section aria-labelledby="inbox-attendees" className="rounded-2xl border border-slate-200 bg-white">
      <h2 id="inbox-attendees" className="border-b border-slate-200 px-4 py-3 text-base font-bold text-dark">
        Peserta {event}: {confirmed} terdaftar, {rows.length - confirmed} daftar tunggu
      </h2>
      <div className="overflow-x-auto" role="region" aria-label="Tabel peserta event" tabIndex={0}>
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th className="px-4 py-2 font-semibold">No.</th>
              <th className="px-4 py-2 font-semibold">Nama</th>
              <th className="px-4 py-2 font-semibold">Email</th>
              <th className="px-4 py-2 font-semibold">Instansi</th>
              <th className="px-4 py-2 font-semibold">Status</th>
              <th className="px-4 py-2 font-semibold">Mendaftar</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r, i) => (
              <tr key={r.id}>
                <td className="px-4 py-2">{i + 1}</td>
                <td className="px-4 py-2 font-semibold text-dark">{r.name}</td>
                <td className="px-4 py-2">{r.email}</td>
                <td className="px-4 py-2">{r.organization || "-"}</td>
                <td className="px-4 py-2">{r.status === "confirmed" ? "Terdaftar" : r.status === "waitlist" ? "Daftar tunggu" : "Batal"}</td>
                <td className="px-4 py-2 whitespace-nowrap">{when(r.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const PAYLOAD_LABEL: Record<string, string> = {
  topic: "Topik",
  when: "Jadwal",
  product: "Produk",
  roles: "Posisi",
  headcount: "Jumlah talenta",
  teamName: "Nama tim",
  season: "Musim",
  schoolName: "Sekolah",
  school: "Sekolah",
  npsn: "NPSN",
  province: "Provinsi",
  city: "Kabupaten/kota",
  students: "Siswa",
  members: "Anggota",
  tier: "Paket sponsor",
  event: "Event",
  seat: "Status kursi",
  attachment: "Lampiran",
};

function PayloadRow({ name, value }: { name: string; value: unknown }) {
  const label = PAYLOAD_LABEL[name];
  if (!label) return null;
  let text: React.ReactNode;
  if (Array.isArray(value)) text = value.map((v) => (typeof v === "object" && v ? (v as { name?: string }).name : String(v))).join(", ");
  else if (name === "attachment" && value && typeof value === "object") {
    const a = value as { url: string; name: string };
    text = (
      <a href={a.url} className="text-primary-ink underline" target="_blank" rel="noreferrer">
        {a.name}
      </a>
    );
  } else text = String(value);
  return (
    <>
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd>{text}</dd>
    </>
  );
}
