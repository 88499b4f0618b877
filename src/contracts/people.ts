import { z } from "zod";

/**
 * Forms and list filters of the dashboard's people section (Pengguna): invitation, role change,
 * deactivation. User kinds are the spec's numbers (§6: 0 superadmin … 9 lead_region).
 */

export const ROLE_KINDS = { superadmin: 0, admin: 1, mentor: 2, teacher: 3, student: 4 } as const;
export const KIND_MAX = 9;

/** A member's status on this site: active, invited (not signed in yet) or deactivated. */
export const USER_STATUSES = ["aktif", "diundang", "nonaktif"] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABEL: Record<TUserStatus, string> = { aktif: "Aktif", diundang: "Diundang", nonaktif: "Nonaktif" };

const ZKind = z.coerce
  .number({ error: "Peran wajib dipilih." })
  .int("Peran tidak dikenal.")
  .min(0, "Peran tidak dikenal.")
  .max(KIND_MAX, "Peran tidak dikenal.");

/** A user id in a form (accounts have UUIDs; seeded ones short slugs). */
export const ZUserId = z.string({ error: "Pengguna tidak dikenal." }).regex(/^[A-Za-z0-9_-]{1,80}$/, "Pengguna tidak dikenal.");

const ZFormVersion = z.coerce
  .number({ error: "Versi data tidak terbaca; muat ulang halaman lalu ulangi perubahan Anda." })
  .int("Versi data tidak terbaca; muat ulang halaman lalu ulangi perubahan Anda.")
  .min(1, "Versi data tidak terbaca; muat ulang halaman lalu ulangi perubahan Anda.");

export const ZInviteForm = z.object({
  intent: z.literal("invite"),
  name: z.string({ error: "Nama wajib diisi." }).trim().min(2, "Nama minimal 2 karakter.").max(100, "Nama maksimal 100 karakter."),
  email: z
    .string({ error: "Email wajib diisi." })
    .trim()
    .toLowerCase()
    .max(254, "Email terlalu panjang (maksimal 254 karakter).")
    .pipe(z.email("Format email tidak valid, contoh: nama@contoh.id.")),
  kind: ZKind,
});
export type TInviteForm = z.output<typeof ZInviteForm>;

export const ZRoleForm = z.object({ intent: z.literal("role"), userId: ZUserId, kind: ZKind, version: ZFormVersion });

/** Deactivate / reactivate. `confirm=1` is the confirmation step (without JavaScript the first post asks). */
export const ZStatusForm = z.object({
  intent: z.enum(["deactivate", "reactivate"], { error: "Tindakan tidak dikenal." }),
  userId: ZUserId,
  version: ZFormVersion,
  confirm: z.literal("1").optional(),
});

/** `?q=&page=&peran=&status=&sort=&dir=` of the people list; malformed values fall back to defaults. */
export const ZPeopleQuery = z.object({
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  peran: z.coerce.number().int().min(0).max(KIND_MAX).optional().catch(undefined),
  status: z.enum(USER_STATUSES).optional().catch(undefined),
  sort: z.enum(["name", "email", "joined", "role"]).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
});
export type TPeopleQueryParams = z.output<typeof ZPeopleQuery>;

export function parsePeopleQuery(params: URLSearchParams): TPeopleQueryParams {
  const raw: Record<string, string> = {};
  for (const key of ["q", "page", "peran", "status", "sort", "dir"]) {
    const v = params.get(key);
    if (v !== null && v !== "") raw[key] = v;
  }
  return ZPeopleQuery.parse(raw);
}
