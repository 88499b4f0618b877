import type { TAuditAction } from "./admin-list.ts";

/**
 * How the audit log reads one row as a sentence after the staff member's name: "mengubah pengaturan
 * situs", "menerbitkan artikel “Judul”", "mengubah peran pengguna #12". The stored entity names
 * ("pengaturan", "silabus", "media") are short keys; this maps them to the noun phrase a reader
 * expects, and an action whose verb already names its object (settings, role) is not followed by
 * the same word twice.
 */
export const AUDIT_ENTITY_LABEL: Record<string, string> = {
  pengaturan: "pengaturan situs",
  domain: "domain situs",
  pengguna: "pengguna",
  media: "berkas media",
  kelas: "kelas",
  program: "program",
  batch: "batch",
  silabus: "materi silabus",
  mentor: "mentor",
  kursus: "kursus",
  modul: "modul kursus",
  bab: "bab kursus",
  sekolah: "sekolah",
  webinar: "webinar",
  kompetensi: "kompetensi",
  artikel: "artikel",
  kategori: "kategori",
  podcast: "episode podcast",
  video: "video",
  galeri: "foto galeri",
  portofolio: "portofolio",
  fitur: "fitur",
  acara: "acara",
  karier: "bidang karier",
  lowongan: "lowongan",
  payout: "payout",
  invoice: "tagihan",
};

const VERB: Record<TAuditAction, string> = {
  create: "membuat",
  update: "mengubah",
  delete: "menghapus",
  restore: "memulihkan",
  publish: "menerbitkan",
  unpublish: "menarik terbitan",
  role: "mengubah peran",
  settings: "mengubah",
};

/** The noun phrase of an entity key ("pengaturan" → "pengaturan situs"); an unknown key reads as itself. */
export function auditEntityLabel(entity: string): string {
  return AUDIT_ENTITY_LABEL[entity] ?? entity;
}

/** The sentence of one audit row, without the actor: verb, object and (when known) the record's title. */
export function auditSentence(action: TAuditAction, entity: string, summary?: string | null): string {
  const verb = VERB[action] ?? "mengubah";
  let noun = auditEntityLabel(entity);
  // "mengubah pengaturan …": the settings action names no other object than the site's settings.
  if (action === "settings" && entity !== "pengaturan") noun = `pengaturan ${noun}`;
  const title = summary?.trim();
  return title ? `${verb} ${noun} “${title}”` : `${verb} ${noun}`;
}
