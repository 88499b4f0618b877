import { createHash } from "node:crypto";
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  APPOINTMENT_TOPICS,
  PUBLIC_UPLOAD_FORMS,
  ZAppointment,
  ZCityCode,
  ZFormEmail,
  ZLigaSmkRegistration,
  ZPublicUploadForm,
  ZRegionCode,
  ZSchoolRegistration,
  ZTeamRegistration,
} from "../../contracts/registrations.ts";
import "../../kernel/zod-locale.ts";
import { AppError } from "../../kernel/errors.ts";
import { viewerOf } from "../../domain/identity/viewer.ts";
import { bookAppointment, listFreeSlots } from "../../domain/registrations/appointments.ts";
import { DEMO_SUCCESS, requestDemo } from "../../domain/registrations/forms.ts";
import { listCities, listProvinces } from "../../domain/registrations/regions.ts";
import { queueNotification, type TSubmitMeta, type TSubmitResult, type TSubmitSite } from "../../domain/registrations/submissions.ts";
import { can } from "../../domain/identity/permissions.ts";
import { requireOperator } from "../auth-operator.ts";
import { registerLigaSmkTeam, registerSchool, registerTeam, listSchools } from "../../domain/registrations/teams.ts";
import { tenantOrigin } from "../../domain/tenants/public-urls.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import { clientIp } from "../../platform/client-address.ts";
import type { TServices } from "../../platform/services.ts";
import { nulPath, ok } from "../envelope.ts";
import { envelope, failure } from "../openapi.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";
import { WindowLimiter } from "../../domain/rate-limit.ts";
import { fileStore } from "../../platform/storage/index.ts";
import { FORM_ATTACHMENT_LIMIT, storeFormAttachment, storeUpload, UPLOAD_MAX_BYTES, UPLOAD_TYPES_TEXT } from "../../platform/storage/uploads.ts";

type Env = { Variables: { tenant: TTenant | null } };

/**
 * Inbound forms over the Services API (issue 14; paths from spec §7 and DECISIONS.md): demo
 * request, appointment, school, team and Liga SMK registration, regions. Failures answer the spec's
 * registration-failure shape: `status: false`, `data: null`, the error as `message`.
 * A retried POST with the same `Idempotency-Key` header (or the same body within 10 minutes)
 * answers the first result and writes nothing new.
 */
const failures = {
  400: failure("Input tidak valid"),
  409: failure("Bentrok dengan data yang sudah ada (jam sudah dipesan, sekolah sudah terdaftar)"),
  413: failure("Body terlalu besar"),
  429: failure("Terlalu banyak formulir dari alamat atau email ini"),
};
const tags = ["Formulir & Pendaftaran"];
const idemHeader = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,80}$/, "Idempotency-Key harus 8–80 karakter huruf, angka, - atau _.")
    .optional(),
});
const body = <S extends z.ZodType>(schema: S) => ({ body: { required: true, content: { "application/json": { schema } } }, headers: idemHeader });
const strip = <S extends z.ZodObject>(s: S) => s.omit({ idempotencyKey: true, website: true } as never) as unknown as S;

const ZSubmitted = z.object({ id: z.number(), kind: z.string(), status: z.string(), replayed: z.boolean(), createdAt: z.string() });
const ZRegion = z.object({ id: z.string(), name: z.string() });

const demoRoute = createRoute({
  method: "get",
  path: "/v0/cms/app/request-demo",
  tags,
  summary: "Minta demo (email); pesan sukses: Berhasil mengirim request",
  request: { query: z.object({ email: ZFormEmail }), headers: idemHeader },
  responses: { 200: envelope(ZSubmitted, DEMO_SUCCESS), ...failures },
});
const slotsRoute = createRoute({
  method: "get",
  path: "/v1/post/appointment/slots",
  tags,
  summary: "Jam konsultasi yang masih tersedia (WIB)",
  responses: {
    200: envelope(z.array(z.object({ id: z.number(), startsAt: z.string(), date: z.string(), time: z.string(), durationMin: z.number() })), "Daftar jam"),
  },
});
const appointmentRoute = createRoute({
  method: "post",
  path: "/v1/post/appointment/create",
  tags,
  summary: `Buat janji temu pada satu jam yang masih tersedia (topik: ${APPOINTMENT_TOPICS.join(", ")})`,
  request: body(strip(ZAppointment)),
  responses: { 200: envelope(ZSubmitted.extend({ when: z.string() }), "Janji temu dibuat"), ...failures },
});
const provincesRoute = createRoute({
  method: "get",
  path: "/v1/authorizer/provinces",
  tags,
  summary: "38 provinsi dengan kode resmi Kemendagri sebagai id",
  responses: { 200: envelope(z.array(ZRegion), "Daftar provinsi") },
});
const citiesRoute = createRoute({
  method: "get",
  path: "/v1/authorizer/cities",
  tags,
  summary: "Kabupaten/kota satu provinsi (id: kode Kemendagri, mis. 32.73)",
  request: { query: z.object({ provinceId: ZRegionCode }) },
  responses: { 200: envelope(z.array(ZRegion), "Daftar kabupaten/kota"), 400: failure("provinceId tidak valid"), 404: failure("Provinsi tidak ditemukan") },
});
const schoolListRoute = createRoute({
  method: "get",
  path: "/v1/school/list",
  tags,
  summary: "Sekolah yang terdaftar di situs ini (pageSize bawaan 10)",
  request: {
    query: z.object({
      page: z.coerce.number({ message: "page harus berupa angka." }).int().min(1, "page minimal 1.").max(100_000).default(1),
      pageSize: z.coerce.number({ message: "pageSize harus berupa angka." }).int().min(1, "pageSize minimal 1.").max(100, "pageSize maksimal 100.").default(10),
      search: z.string().trim().max(100).optional(),
      provinceId: ZRegionCode.optional(),
      cityId: ZCityCode.optional(),
    }),
  },
  responses: {
    200: envelope(
      z.object({ items: z.array(z.record(z.string(), z.unknown())), page: z.number(), perPage: z.number(), totalItems: z.number(), totalPages: z.number() }),
      "Daftar sekolah",
    ),
    400: failure("Parameter tidak valid"),
  },
});
const schoolRegisterRoute = createRoute({
  method: "post",
  path: "/v1/school/register",
  tags,
  summary: "Daftarkan sekolah (satu nama per kabupaten/kota)",
  request: body(strip(ZSchoolRegistration)),
  responses: { 200: envelope(ZSubmitted.extend({ schoolId: z.number() }), "Sekolah terdaftar"), ...failures },
});
const teamRegisterRoute = createRoute({
  method: "post",
  path: "/v1/team/register",
  tags,
  summary: "Daftarkan tim sebuah sekolah yang terdaftar",
  request: body(strip(ZTeamRegistration)),
  responses: { 200: envelope(ZSubmitted.extend({ teamId: z.number() }), "Tim terdaftar"), 404: failure("Sekolah tidak ditemukan"), ...failures },
});
const authTeamRegisterRoute = createRoute({
  method: "post",
  path: "/v1/auth/team/register",
  tags,
  summary: "Daftarkan tim sebagai pengguna yang masuk (Authorization: Bearer)",
  security: [{ bearerAuth: [] }],
  request: body(strip(ZTeamRegistration)),
  responses: {
    200: envelope(ZSubmitted.extend({ teamId: z.number() }), "Tim terdaftar"),
    401: failure("Belum masuk"),
    404: failure("Sekolah tidak ditemukan"),
    ...failures,
  },
});
const ligaRoute = createRoute({
  method: "post",
  path: "/v1/liga-smk/register",
  tags,
  summary: "Daftarkan tim Liga SMK: sekolah, provinsi dan kota, guru pendamping, 3–5 siswa; satu tim per sekolah per musim",
  request: body(strip(ZLigaSmkRegistration)),
  responses: { 200: envelope(ZSubmitted.extend({ teamId: z.number(), schoolId: z.number(), season: z.number() }), "Tim terdaftar"), ...failures },
});

const uploadRoute = createRoute({
  method: "post",
  path: "/v1/drive/upload",
  tags,
  summary:
    `Unggah satu file (field multipart "file"): ${UPLOAD_TYPES_TEXT}, maksimal 5 MB; jenis dibaca dari isi file, gambar dikodekan ulang tanpa metadata. ` +
    `Perlu masuk (cookie sesi atau Authorization: Bearer), kecuali lampiran formulir publik (field "form": ${PUBLIC_UPLOAD_FORMS.join(", ")}): ` +
    `lampiran itu tidak dapat dibuka sebelum formulirnya dikirim (attachmentUrl), dihapus bila formulir tidak dikirim dalam 24 jam, dan dibatasi ${FORM_ATTACHMENT_LIMIT.max} file per alamat per hari`,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({ file: z.any().openapi({ type: "string", format: "binary" }), form: ZPublicUploadForm.optional() }),
        },
      },
    },
  },
  responses: {
    200: envelope(z.object({ url: z.string(), name: z.string(), size: z.number(), type: z.string() }), "File tersimpan"),
    400: failure("Tidak ada file, atau form tidak dikenal"),
    401: failure("Belum masuk, dan file bukan lampiran formulir publik"),
    413: failure("File lebih dari 5 MB"),
    415: failure("Bukan multipart/form-data"),
    422: failure("Jenis file tidak didukung atau gambar rusak"),
    429: failure("Terlalu banyak unggahan"),
  },
});

const ZNotify = z.object({
  to: z.union([z.literal("staff"), ZFormEmail], { message: 'to berisi "staff" atau satu alamat email.' }).default("staff"),
  subject: z.string({ message: "subject wajib diisi." }).trim().min(3, "subject minimal 3 karakter.").max(200, "subject maksimal 200 karakter."),
  message: z.string({ message: "message wajib diisi." }).trim().min(1, "message wajib diisi.").max(10_000, "message maksimal 10.000 karakter."),
  link: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https?:\/\/|\/)/, "link harus URL http(s) atau path situs.")
    .optional(),
});
const notifyRoute = createRoute({
  method: "post",
  path: "/main/mailer/notify",
  tags: ["Main API"],
  summary:
    'Kirim notifikasi email lewat outbox: ke staf situs (to: "staff") atau satu alamat; hanya staf (Bearer token pengguna dengan izin inbox.manage) atau token layanan (Bearer ADMIN_API_KEY)',
  security: [{ bearerAuth: [] }],
  request: body(ZNotify),
  responses: {
    200: envelope(z.object({ queued: z.number(), recipients: z.array(z.string()) }), "Email masuk antrean"),
    401: failure("Tanpa token"),
    403: failure("Bukan staf atau token layanan"),
    400: failure("Input tidak valid"),
    422: failure("Situs belum punya staf penerima"),
  },
});

/** Uploads per client address and tenant: a school registering, a company attaching a CV. */
export const UPLOAD_LIMIT = { max: 20, windowMs: 10 * 60_000 };

function submitted(r: TSubmitResult) {
  const s = r.submission;
  return { id: s.id, kind: s.kind, status: s.status, replayed: r.replayed, createdAt: s.createdAt.toISOString() };
}

export function registrationsV1Router(services: TServices): OpenAPIHono<Env> {
  const r = new OpenAPIHono<Env>({
    defaultHook: (result, c) => {
      const nul = nulPath((result as { data?: unknown }).data);
      if (nul !== null) return c.json({ status: false, message: `Parameter "${nul || "_"}" tidak boleh berisi karakter NUL.`, data: null }, 400);
      if (result.success) return undefined;
      const issue = result.error.issues[0];
      const path = issue?.path.map(String).join(".");
      return c.json({ status: false, message: issue ? (path ? `${issue.message} (${path})` : issue.message) : "Permintaan tidak valid.", data: null }, 400);
    },
  });
  // Spec §8: registration failures are status false, data null, the error as message.
  r.onError((err, c) => {
    if (err instanceof AppError) {
      if (err.code === "RATE_LIMITED") c.header("Retry-After", String((err.details as { retryAfterSeconds?: number })?.retryAfterSeconds ?? 60));
      return c.json({ status: false, message: err.message, data: null }, err.status as 400);
    }
    throw err;
  });

  const site = (c: Context): TSubmitSite => {
    const t = requireTenant(c);
    return { tenantId: t.id, name: t.name, origin: tenantOrigin(t, services.urls), contactEmail: t.contact?.email };
  };
  /** The client's Idempotency-Key, or one derived from the call (same body within 10 minutes = one record). */
  const meta = (c: Context, kind: string, input: unknown): TSubmitMeta => {
    const given = c.req.header("idempotency-key");
    const key =
      given ||
      `auto-${createHash("sha256")
        .update(`${kind}\u0000${JSON.stringify(input)}`)
        .digest("base64url")
        .slice(0, 32)}-${Math.floor(Date.now() / 600_000)}`;
    return { idempotencyKey: key, clientKey: clientIp(c, services.trustProxy) };
  };

  r.openapi(demoRoute, async (c) => {
    const { email } = c.req.valid("query");
    const res = await requestDemo(tenantCtx(c), site(c), { email }, meta(c, "demo", { email }));
    return ok(c, submitted(res), DEMO_SUCCESS);
  });

  r.openapi(slotsRoute, async (c) => ok(c, await listFreeSlots(tenantCtx(c))));

  r.openapi(appointmentRoute, async (c) => {
    const input = c.req.valid("json") as z.infer<typeof ZAppointment>;
    const res = await bookAppointment(tenantCtx(c), site(c), input, meta(c, "appointment", input));
    return ok(c, { ...submitted(res), when: String(res.submission.payload.when ?? "") }, "Janji temu berhasil dibuat");
  });

  r.openapi(provincesRoute, async (c) => ok(c, await listProvinces()));

  r.openapi(citiesRoute, async (c) => {
    const { provinceId } = c.req.valid("query");
    const cities = await listCities(provinceId);
    if (!cities.length) throw new AppError("NOT_FOUND", `Provinsi dengan kode ${provinceId} tidak ditemukan.`);
    return ok(c, cities);
  });

  r.openapi(schoolListRoute, async (c) => ok(c, await listSchools(tenantCtx(c), c.req.valid("query"))));

  r.openapi(schoolRegisterRoute, async (c) => {
    const input = c.req.valid("json") as z.infer<typeof ZSchoolRegistration>;
    const res = await registerSchool(tenantCtx(c), site(c), input, meta(c, "school", input));
    return ok(c, { ...submitted(res), schoolId: res.submission.refId ?? 0 }, "Sekolah berhasil didaftarkan");
  });

  const team = async (c: Context, input: z.infer<typeof ZTeamRegistration>, userId: string | null) => {
    const res = await registerTeam(tenantCtx(c), site(c), input, meta(c, "team", input), userId);
    return ok(c, { ...submitted(res), teamId: res.submission.refId ?? 0 }, "Tim berhasil didaftarkan");
  };
  r.openapi(teamRegisterRoute, async (c) => team(c, c.req.valid("json") as z.infer<typeof ZTeamRegistration>, null) as never);
  r.openapi(authTeamRegisterRoute, async (c) => {
    const viewer = await viewerOf(tenantCtx(c), c.req.raw);
    if (!viewer) throw new AppError("UNAUTHENTICATED", "Silakan masuk terlebih dahulu: sertakan Authorization: Bearer <access token>.");
    return team(c, c.req.valid("json") as z.infer<typeof ZTeamRegistration>, viewer.userId) as never;
  });

  r.openapi(ligaRoute, async (c) => {
    const input = c.req.valid("json") as z.infer<typeof ZLigaSmkRegistration>;
    const res = await registerLigaSmkTeam(tenantCtx(c), site(c), input, meta(c, "liga_smk", input));
    const p = res.submission.payload as { teamId?: number; schoolId?: number; season?: number };
    return ok(c, { ...submitted(res), teamId: p.teamId ?? 0, schoolId: p.schoolId ?? 0, season: p.season ?? 0 }, "Tim Liga SMK berhasil didaftarkan");
  });

  r.openapi(notifyRoute, async (c) => {
    const ctx = tenantCtx(c);
    const viewer = await viewerOf(ctx, c.req.raw);
    if (!viewer || !can(viewer.role, "inbox.manage")) requireOperator(c, services.adminApiKey);
    const input = c.req.valid("json");
    const t = requireTenant(c);
    const recipients = await queueNotification(ctx, input, t.contact?.email);
    return ok(c, { queued: recipients.length, recipients }, "Notifikasi masuk antrean email");
  });

  // The API's 1 MB body limit skips this path (src/api/index.ts): uploads have their own.
  r.use(
    "/v1/drive/upload",
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", "Ukuran file maksimal 5 MB.");
      },
    }),
  );
  const uploadLimiter = new WindowLimiter(services.database.db, "drive.upload", UPLOAD_LIMIT.max, UPLOAD_LIMIT.windowMs);
  r.openapi(uploadRoute, async (c) => {
    const tenant = requireTenant(c);
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
      return c.json({ status: false as const, message: "Kirim file sebagai multipart/form-data dengan field file.", data: null }, 415);
    }
    const wait = await uploadLimiter.hit(`${tenant.id} ${clientIp(c, services.trustProxy)}`);
    if (wait > 0) throw new AppError("RATE_LIMITED", `Terlalu banyak unggahan. Coba lagi dalam ${Math.ceil(wait / 60)} menit.`, { retryAfterSeconds: wait });
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new AppError("INVALID_INPUT", "Body multipart tidak valid.");
    }
    const file = form.get("file");
    if (!file || typeof file === "string") throw new AppError("INVALID_INPUT", "Pilih file yang akan diunggah (field file).");
    const purpose = form.get("form");
    const publicForm = purpose === null || purpose === "" ? null : ZPublicUploadForm.safeParse(purpose);
    if (publicForm && !publicForm.success) throw new AppError("INVALID_INPUT", publicForm.error.issues[0]?.message ?? "form tidak dikenal.");
    const viewer = await viewerOf(tenantCtx(c), c.req.raw);
    const bytes = { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
    const db = services.database.db;
    let stored: Awaited<ReturnType<typeof storeUpload>>;
    if (publicForm) {
      stored = await storeFormAttachment(db, fileStore(), tenant.id, clientIp(c, services.trustProxy), publicForm.data, bytes, viewer?.userId ?? null);
    } else if (viewer) {
      stored = await storeUpload(db, fileStore(), tenant.id, bytes, viewer.userId);
    } else {
      // Anonymous uploads are only attachments of a public form in progress (security review, finding 8).
      throw new AppError(
        "UNAUTHENTICATED",
        `Silakan masuk terlebih dahulu untuk mengunggah file. Tanpa masuk, file hanya diterima sebagai lampiran formulir publik (field form: ${PUBLIC_UPLOAD_FORMS.join(", ")}).`,
      );
    }
    const message = publicForm
      ? "File tersimpan sebagai lampiran formulir. File baru dapat dibuka setelah formulir dikirim (attachmentUrl), dan dihapus bila formulir tidak dikirim dalam 24 jam."
      : "File berhasil diunggah";
    return ok(c, { url: stored.url, name: stored.name, size: stored.size, type: stored.type }, message);
  });

  return r;
}
