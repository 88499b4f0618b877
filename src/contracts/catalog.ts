import { z } from "zod";
import { CLASS_LEVELS, CLASS_STATES, CLASS_TYPES } from "./catalog-constants.ts";

/** An absent or empty query value is "not given". */
const opt = <S extends z.ZodType>(s: S) => z.preprocess((v) => (v === "" || v === null ? undefined : v), s.optional());

const ZPositiveInt = z
  .string()
  .regex(/^[0-9]{1,9}$/, "harus berupa bilangan bulat positif")
  .transform(Number)
  .refine((n) => n >= 1, "minimal 1");

export const ZPage = opt(ZPositiveInt);
/** Any positive size is accepted; sizes above the maximum are capped by the domain. */
export const ZPageSize = opt(ZPositiveInt);

export const ZProgramIds = opt(
  z
    .string()
    .max(400, "terlalu panjang")
    .regex(/^[0-9]{1,9}(,[0-9]{1,9})*$/, "harus berupa daftar id angka dipisah koma, mis. 1,2,3")
    .transform((s) => [...new Set(s.split(",").map(Number))].filter((n) => n >= 1))
    .refine((a) => a.length >= 1 && a.length <= 50, "isi 1 sampai 50 id program"),
);

export const ZSearch = opt(z.string().trim().max(100, "maksimal 100 karakter"));
export const ZState = opt(z.enum(CLASS_STATES, { message: `harus salah satu dari: ${CLASS_STATES.join(", ")}` }));
export const ZLevel = opt(z.enum(CLASS_LEVELS, { message: `harus salah satu dari: ${CLASS_LEVELS.join(", ")}` }));
export const ZType = opt(z.enum(CLASS_TYPES, { message: `harus salah satu dari: ${CLASS_TYPES.join(", ")}` }));

export const ZSlug = z
  .string({ message: "wajib diisi" })
  .min(1, "wajib diisi")
  .max(120, "maksimal 120 karakter")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "harus berupa slug huruf kecil dengan tanda hubung");
/** A class identifier on the wire: its slug or its code. */
export const ZClassKey = z
  .string({ message: "wajib diisi" })
  .min(1, "wajib diisi")
  .max(120, "maksimal 120 karakter")
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*|[A-Z0-9]+(-[A-Z0-9]+)*)$/, "harus berupa slug atau kode kelas");
export const ZId = z
  .string({ message: "wajib diisi" })
  .regex(/^[0-9]{1,9}$/, "harus berupa id angka")
  .transform(Number)
  .refine((n) => n >= 1, "minimal 1");

export const ZClassActiveQuery = z.object({
  page: ZPage,
  pageSize: ZPageSize,
  state: ZState,
  level: ZLevel,
  programIds: ZProgramIds,
  search: ZSearch,
  "filter.type": ZType,
});
export type TClassActiveQuery = z.infer<typeof ZClassActiveQuery>;

export const ZWebinarQuery = z.object({ page: ZPage, perPage: ZPageSize, programIds: ZProgramIds });
export const ZPagedQuery = z.object({ page: ZPage, pageSize: ZPageSize });
export const ZProgramActiveQuery = z.object({ page: ZPage, pageSize: ZPageSize, search: ZSearch });
export const ZSchoolsQuery = z.object({ programId: ZId, page: ZPage, pageSize: ZPageSize });
export const ZBatchQuery = z.object({ page: ZPage, pageSize: ZPageSize, programIds: ZProgramIds });
