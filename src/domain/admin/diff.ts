import type { TAuditDiff } from "../../db/schema/admin.ts";

/** Fields that change with every save and say nothing to a reader of the log. */
const NOISE = new Set(["version", "updatedAt", "updated_at", "createdAt", "created_at", "settingVersion", "tenantId", "tenant_id"]);
/** Values never written to the log. */
const SECRET = /password|secret|token|hash|apikey|api_key/i;
/** Long values (rich text) are cut so a row of the log stays small. */
export const AUDIT_VALUE_MAX = 500;
const MAX_DEPTH = 3;

function normalise(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "bigint") return v.toString();
  if (typeof v === "string" && v.length > AUDIT_VALUE_MAX) return `${v.slice(0, AUDIT_VALUE_MAX)}…`;
  if (Array.isArray(v)) {
    const json = JSON.stringify(v);
    return json.length > AUDIT_VALUE_MAX * 2 ? `${json.slice(0, AUDIT_VALUE_MAX)}…` : v;
  }
  return v;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields that differ between two versions of a record: `{ field: [before, after] }`. Nested
 * objects (a site setting's `css`) give dotted names (`css.clr_primary`); a missing side is null
 * (a create has before = null, a delete after = null). Timestamps and versions are left out,
 * secrets are masked and long texts cut.
 */
export function fieldDiff(before: object | null | undefined, after: object | null | undefined): TAuditDiff {
  const out: TAuditDiff = {};
  walk(before ?? null, after ?? null, "", 0, out);
  return out;
}

function walk(a: unknown, b: unknown, prefix: string, depth: number, out: TAuditDiff): void {
  const aObj = isPlainObject(a) ? a : null;
  const bObj = isPlainObject(b) ? b : null;
  if ((aObj || bObj) && (aObj || a == null) && (bObj || b == null) && depth < MAX_DEPTH) {
    const keys = new Set([...Object.keys(aObj ?? {}), ...Object.keys(bObj ?? {})]);
    for (const key of keys) {
      if (NOISE.has(key)) continue;
      const name = prefix ? `${prefix}.${key}` : key;
      const av = aObj?.[key];
      const bv = bObj?.[key];
      if (SECRET.test(key)) {
        if (!same(av, bv)) out[name] = [av === undefined || av === null ? null : "••••", bv === undefined || bv === null ? null : "••••"];
        continue;
      }
      walk(av, bv, name, depth + 1, out);
    }
    return;
  }
  if (!same(a, b)) out[prefix || "nilai"] = [normalise(a), normalise(b)];
}

/** "judul, css.clr_primary dan 2 lainnya": the changed fields in a short line. */
export function diffSummary(diff: TAuditDiff, max = 3): string {
  const names = Object.keys(diff);
  if (names.length === 0) return "tanpa perubahan isian";
  if (names.length <= max) return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} dan ${names.at(-1)}`;
  return `${names.slice(0, max).join(", ")} dan ${names.length - max} lainnya`;
}
