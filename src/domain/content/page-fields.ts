import type { TMarketingPage } from "../../contracts/content.ts";

/**
 * The texts of a marketing page as flat form fields, for the staff editor in the dashboard:
 * every string of the page (title, lead, and each section's texts down to list items), named by
 * its path (`sections.2.items.0.desc`) with an Indonesian label. Structure (which sections, how
 * many items), icons and links stay as they are; only texts are edited here.
 */
export interface TPageField {
  name: string;
  label: string;
  value: string;
  multiline: boolean;
}

const SECTION_LABEL: Record<string, string> = {
  hero: "Pembuka",
  features: "Fitur",
  counters: "Angka",
  testimonials: "Testimoni",
  logos: "Logo mitra",
  faq: "Tanya jawab",
  cta: "Ajakan",
  richtext: "Teks bebas",
  pricing: "Harga",
  steps: "Langkah",
  table: "Tabel",
};

const KEY_LABEL: Record<string, string> = {
  title: "Judul",
  lead: "Ringkasan",
  eyebrow: "Label kecil",
  subtitle: "Subjudul",
  intro: "Pengantar",
  desc: "Deskripsi",
  value: "Angka",
  label: "Label",
  quote: "Kutipan",
  name: "Nama",
  role: "Peran",
  note: "Catatan",
  q: "Pertanyaan",
  a: "Jawaban",
  text: "Teks",
  html: "Isi (HTML)",
  caption: "Keterangan",
  period: "Periode",
  columns: "Kolom",
  rows: "Baris",
  features: "Fitur",
  items: "Butir",
  plans: "Paket",
  actions: "Tombol",
  action: "Tombol",
};

/** Keys whose strings are not prose: never offered as text fields. */
const NOT_TEXT = new Set(["type", "icon", "href", "cover"]);
const LONG = new Set(["lead", "subtitle", "intro", "desc", "quote", "a", "text", "html", "caption"]);

export function pageTextFields(page: TMarketingPage): TPageField[] {
  const out: TPageField[] = [];
  const walk = (value: unknown, path: (string | number)[], label: string[]) => {
    const key = [...path].reverse().find((p) => typeof p === "string") as string | undefined;
    if (typeof value === "string") {
      if (key && NOT_TEXT.has(key)) return;
      out.push({ name: path.join("."), label: label.join(" · "), value, multiline: (key !== undefined && LONG.has(key)) || value.length > 120 });
      return;
    }
    if (Array.isArray(value)) {
      // "Butir 2"; a list inside a list item (table rows) numbers its cells: "Baris 2 · Kolom 3".
      const nested = typeof path[path.length - 1] === "number";
      for (const [i, v] of value.entries())
        walk(v, [...path, i], nested ? [...label, `Kolom ${i + 1}`] : [...label.slice(0, -1), `${label[label.length - 1] ?? "Butir"} ${i + 1}`]);
      return;
    }
    if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        if (NOT_TEXT.has(k)) continue;
        walk(v, [...path, k], [...label, KEY_LABEL[k] ?? k]);
      }
    }
  };
  walk(page.title, ["title"], ["Judul halaman"]);
  walk(page.lead, ["lead"], ["Ringkasan halaman"]);
  page.sections.forEach((s, i) => {
    for (const [k, v] of Object.entries(s)) {
      if (NOT_TEXT.has(k)) continue;
      walk(v, ["sections", i, k], [`Bagian ${i + 1} (${SECTION_LABEL[s.type] ?? s.type})`, KEY_LABEL[k] ?? k]);
    }
  });
  return out;
}

/**
 * The page with the submitted texts put in. Only the names `pageTextFields` offers for this very
 * page are read from the form, so a crafted field name cannot add or reshape anything.
 */
export function applyTextFields(page: TMarketingPage, form: (name: string) => string | null): TMarketingPage {
  const next = structuredClone(page) as unknown as Record<string, unknown>;
  for (const field of pageTextFields(page)) {
    const submitted = form(field.name);
    if (submitted === null) continue;
    const path = field.name.split(".");
    let target = next as Record<string, unknown>;
    for (const p of path.slice(0, -1)) target = target[p] as Record<string, unknown>;
    target[path[path.length - 1]!] = submitted.replace(/\r\n/g, "\n");
  }
  return next as unknown as TMarketingPage;
}
