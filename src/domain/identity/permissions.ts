import { AppError } from "../../kernel/errors.ts";
import type { TRole } from "./roles.ts";

/**
 * The permission matrix: who may do what, in one table. Every protected loader, action and
 * endpoint asks `can` / `requirePermission`; nothing else decides access.
 * The spec names the roles (§6) but not their rights; these are the product's answer
 * (docs/decisions/023-one-account-and-single-sign-on-on-the-account-host.md).
 */
export const PERMISSIONS = {
  "dashboard.view": ["superadmin", "admin", "mentor", "teacher", "student", "industry", "writer", "lead_program", "partner", "lead_region"],
  "profile.edit": ["superadmin", "admin", "mentor", "teacher", "student", "industry", "writer", "lead_program", "partner", "lead_region"],
  "learning.view": ["superadmin", "admin", "mentor", "teacher", "student"],
  "learning.progress": ["superadmin", "admin", "mentor", "teacher", "student"],
  "payment.view": ["superadmin", "admin", "teacher", "student", "industry", "partner"],
  "payout.view": ["superadmin", "admin", "mentor", "teacher", "writer", "partner"],
  "payout.request": ["mentor", "teacher", "writer", "partner"],
  "payout.approve": ["superadmin", "admin"],
  "payout.reject": ["superadmin", "admin"],
  /** The site's figures (payments, provinces, batch fill): staff only, scoped for the coordinators (security round 3). */
  "statistics.view": ["superadmin", "admin", "lead_program", "lead_region"],
  "statistics.manage": ["superadmin", "admin"],
  "content.write": ["superadmin", "admin", "writer"],
  "enrolment.manage": ["superadmin", "admin"],
  "members.manage": ["superadmin", "admin"],
  /** The site setting (title, logos, colours, fonts, meta, maintenance, analytics) and its layout, blog and overview settings. */
  "settings.manage": ["superadmin", "admin"],
  /** The hosts (custom domains) a site answers on: only the operator's own staff. */
  "hosts.manage": ["superadmin"],
  /** The audit log: who changed what on the site. */
  "audit.view": ["superadmin", "admin"],
  /** The inbox of inbound forms (demo requests, appointments, registrations): staff who answer them. */
  "inbox.manage": ["superadmin", "admin", "lead_program"],
  "teaching.view": ["superadmin", "admin", "mentor", "teacher"],
  "teaching.all": ["superadmin", "admin"],
  /** The catalogue in the dashboard: every class, programme, batch, syllabus, course and mentor of the site. */
  "catalog.manage": ["superadmin", "admin", "lead_program"],
  /** Opens the catalogue's class and course sections; without catalog.manage only the classes and courses one teaches. */
  "catalog.own": ["superadmin", "admin", "lead_program", "mentor"],
  /** The book landing page: approve or hide reviews, aspirations and testimonies; see DISC results and donations. */
  "book.moderate": ["superadmin", "admin"],
  /** Staff read every chapter of every course, premium ones included (mentors: the courses they teach). */
  "course.read_all": ["superadmin", "admin"],
  /** The media library: upload images and audio, write alt text, pick media for other sections. */
  "media.manage": ["superadmin", "admin", "writer", "lead_program"],
} as const satisfies Record<string, readonly Exclude<TRole, "none">[]>;

export type TPermission = keyof typeof PERMISSIONS;

export function can(role: TRole, permission: TPermission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(role);
}

export function permissionsOf(role: TRole): TPermission[] {
  return (Object.keys(PERMISSIONS) as TPermission[]).filter((p) => can(role, p));
}

/** 401 when signed out, 403 when the role may not. */
export function requirePermission(viewer: { role: TRole } | null, permission: TPermission): void {
  if (!viewer) throw new AppError("UNAUTHENTICATED", "Silakan masuk terlebih dahulu.");
  if (!can(viewer.role, permission)) throw new AppError("FORBIDDEN", "Anda tidak memiliki akses untuk tindakan ini.");
}
