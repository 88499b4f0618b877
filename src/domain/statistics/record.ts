import { z } from "zod";
import { statEvents } from "../../db/schema/statistics.ts";
import type { TTenantCtx } from "../scope.ts";

const PROVINCE = /^\d{2}$/;
const CITY = /^\d{2}\.\d{2}$/;

/**
 * Body of `POST v1/statistics/record` (spec §7; the payload is not shown in the spec, so this is
 * the product's): one event with optional dimensions. Names are lowercase snake case
 * (`page_load`, `class_view`, `register_click`).
 */
export const ZStatRecord = z.object({
  event: z
    .string({ message: "Nama event wajib diisi." })
    .trim()
    .min(2, "Nama event minimal 2 karakter.")
    .max(60, "Nama event maksimal 60 karakter.")
    .regex(/^[a-z][a-z0-9_]*$/, "Nama event hanya huruf kecil, angka dan garis bawah, diawali huruf."),
  programId: z.coerce.number().int().positive("ID program harus bilangan bulat positif.").max(2_147_483_647).optional(),
  batchId: z.coerce.number().int().positive("ID angkatan harus bilangan bulat positif.").max(2_147_483_647).optional(),
  provinceId: z.string().regex(PROVINCE, "Kode provinsi harus dua angka Kemendagri, mis. 32.").optional(),
  cityId: z.string().regex(CITY, "Kode kota harus berbentuk 32.73.").optional(),
  schoolId: z.coerce.number().int().positive("ID sekolah harus bilangan bulat positif.").max(2_147_483_647).optional(),
  timestamp: z.iso.datetime({ offset: true, message: "Waktu harus berupa waktu ISO 8601." }).optional(),
  props: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((o) => Object.keys(o).length <= 20, "Maksimal 20 properti.")
    .optional(),
});
export type TStatRecord = z.infer<typeof ZStatRecord>;

/** Stores one event; a clock more than a day off is replaced by the time it arrived. */
export async function recordEvent(ctx: TTenantCtx, input: TStatRecord, userId: string | null = null, now = new Date()): Promise<void> {
  let at = input.timestamp ? new Date(input.timestamp) : now;
  if (Math.abs(at.getTime() - now.getTime()) > 24 * 3600_000) at = now;
  await ctx.db.insert(statEvents).values({
    tenantId: ctx.tenantId,
    name: input.event,
    programId: input.programId ?? null,
    batchId: input.batchId ?? null,
    provinceId: input.provinceId ?? (input.cityId ? input.cityId.slice(0, 2) : null),
    cityId: input.cityId ?? null,
    schoolId: input.schoolId ?? null,
    userId,
    occurredAt: at,
    props: input.props ?? {},
  });
}
