import { getProvinces } from "idn-area-data";

/** A province with its Kemendagri code ("32") and the name shown in the product. */
export interface TProvince {
  id: string;
  name: string;
}

/** Shorter names people use for the two special regions. */
const DISPLAY: Record<string, string> = { "31": "DKI Jakarta", "34": "DI Yogyakarta" };

let loading: Promise<TProvince[]> | null = null;

/** The 38 provinces (from the maintained `idn-area-data` package), read once per process. */
export function listProvinceCodes(): Promise<TProvince[]> {
  loading ??= getProvinces()
    .then((rows) => rows.map((p) => ({ id: p.code, name: DISPLAY[p.code] ?? p.name })).sort((a, b) => a.id.localeCompare(b.id)))
    .catch((err) => {
      loading = null;
      throw err;
    });
  return loading;
}

/** Every spelling that should resolve to a province code (official and display name, lower-cased). */
export async function provinceAliases(): Promise<{ name: string; code: string }[]> {
  const rows = await getProvinces();
  const out: { name: string; code: string }[] = [];
  for (const p of rows) {
    out.push({ name: p.name.toLowerCase(), code: p.code });
    if (DISPLAY[p.code]) out.push({ name: DISPLAY[p.code]!.toLowerCase(), code: p.code });
  }
  out.push({ name: "jakarta", code: "31" }, { name: "yogyakarta", code: "34" }, { name: "diy", code: "34" });
  return out;
}

export async function provinceName(id: string): Promise<string> {
  return (await listProvinceCodes()).find((p) => p.id === id)?.name ?? id;
}
