/** Spec §6: numeric user kind → role. Anything else gives "none". */
export const ROLE_BY_KIND = ["superadmin", "admin", "mentor", "teacher", "student", "industry", "writer", "lead_program", "partner", "lead_region"] as const;

export type TRole = (typeof ROLE_BY_KIND)[number] | "none";

export function roleForKind(kind: unknown): TRole {
  const n = typeof kind === "string" && /^\d+$/.test(kind.trim()) ? Number(kind) : kind;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n >= ROLE_BY_KIND.length) return "none";
  return ROLE_BY_KIND[n]!;
}

/**
 * Spec §6: the sidebar role comes from the given type argument when present, otherwise from the
 * `user_kind` stored in local storage (the caller passes that value).
 */
export function sidebarRole(storedUserKind: unknown, type?: unknown): TRole {
  return roleForKind(type !== undefined && type !== null ? type : storedUserKind);
}

export const ROLE_LABEL: Record<TRole, string> = {
  superadmin: "Super Admin",
  admin: "Admin",
  mentor: "Mentor",
  teacher: "Guru",
  student: "Peserta",
  industry: "Mitra Industri",
  writer: "Penulis",
  lead_program: "Koordinator Program",
  partner: "Mitra",
  lead_region: "Koordinator Wilayah",
  none: "Tanpa Peran",
};

/** New accounts join a tenant as learners. */
export const DEFAULT_KIND = 4;
