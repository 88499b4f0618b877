/** Spec §9: default page size for classes and programmes (6, capped at 50); 10 for school lists. */
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../kernel/pagination.ts";
export const DEFAULT_SCHOOL_PAGE_SIZE = 10;

/** `/BelajarBersama` always shows this class (spec §2 "belajarbersama: a fixed festival class"). */
export const FESTIVAL_CLASS_SLUG = "festival-belajar-bersama";
export const FESTIVAL_CLASS_CODE = "FBB-FESTIVAL";

export const CLASS_LEVELS = ["pemula", "menengah", "mahir"] as const;
export const CLASS_TYPES = ["online", "offline", "hybrid"] as const;
export const CLASS_STATES = ["comingSoon", "onRegistration", "started", "ended", "none"] as const;

export type TClassLevel = (typeof CLASS_LEVELS)[number];
export type TClassType = (typeof CLASS_TYPES)[number];
export type TClassState = (typeof CLASS_STATES)[number];

export const LEVEL_LABEL: Record<string, string> = { pemula: "Pemula", menengah: "Menengah", mahir: "Mahir" };
export const TYPE_LABEL: Record<string, string> = { online: "Daring", offline: "Luring", hybrid: "Hibrida" };

/** Where generated catalogue images are served (no third-party images). */
export const IMAGE_BASE = "/api/v1/catalog/image";
export type TImageKind = "class" | "program" | "course" | "mentor";
export function imageUrl(kind: TImageKind, slug: string): string {
  return `${IMAGE_BASE}/${kind}/${slug}.svg`;
}
