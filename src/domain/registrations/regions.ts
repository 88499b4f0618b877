import { getProvinces, getRegencies } from "idn-area-data";

/**
 * Indonesian provinces and regencies/cities with their official Kemendagri codes, from the
 * maintained `idn-area-data` package (38 provinces): `{ id: "32", name: "Jawa Barat" }`,
 * `{ id: "32.73", name: "Kota Bandung" }`. Read once per process; the data only changes with a
 * package update.
 */
export interface TRegion {
  id: string;
  name: string;
}

interface TRegionData {
  provinces: TRegion[];
  cities: Map<string, TRegion[]>;
  byId: Map<string, { name: string; provinceId?: string }>;
}

let loading: Promise<TRegionData> | null = null;

function load(): Promise<TRegionData> {
  loading ??= (async () => {
    const [provinces, regencies] = await Promise.all([getProvinces(), getRegencies()]);
    const byId = new Map<string, { name: string; provinceId?: string }>();
    const list = provinces.map((p) => ({ id: p.code, name: p.name })).sort((a, b) => a.id.localeCompare(b.id));
    for (const p of list) byId.set(p.id, { name: p.name });
    const cities = new Map<string, TRegion[]>();
    for (const r of regencies) {
      const provinceId = r.province_code;
      const arr = cities.get(provinceId) ?? [];
      arr.push({ id: r.code, name: r.name });
      cities.set(provinceId, arr);
      byId.set(r.code, { name: r.name, provinceId });
    }
    for (const arr of cities.values()) arr.sort((a, b) => a.id.localeCompare(b.id));
    return { provinces: list, cities, byId };
  })().catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}

export async function listProvinces(): Promise<TRegion[]> {
  return (await load()).provinces;
}

/** Regencies and cities of a province; an unknown province gives an empty list. */
export async function listCities(provinceId: string): Promise<TRegion[]> {
  return (await load()).cities.get(provinceId) ?? [];
}

/** The names of a province and a city of it, or null when the pair does not exist. */
export async function resolveRegion(provinceId: string, cityId: string): Promise<{ provinceName: string; cityName: string } | null> {
  const d = await load();
  const p = d.byId.get(provinceId);
  const c = d.byId.get(cityId);
  if (!p || p.provinceId !== undefined || !c || c.provinceId !== provinceId) return null;
  return { provinceName: p.name, cityName: c.name };
}
