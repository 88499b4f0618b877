import svgSource from "@svg-maps/indonesia/indonesia.svg?raw";
import { NUMBER_ID } from "../../../src/kernel/format.ts";

/** The package's SVG parsed once: viewBox and one path per province (id, name, d). */
const indonesia = {
  viewBox: /viewBox="([^"]+)"/.exec(svgSource)?.[1] ?? "0 29 793 288",
  locations: [...svgSource.matchAll(/<path\s+id="([^"]+)"\s+name="([^"]+)"\s+d="([^"]+)"/g)].map((m) => ({ id: m[1]!, name: m[2]!, path: m[3]! })),
};

/**
 * Indonesia by province as an SVG choropleth. Boundaries: @svg-maps/indonesia (CC BY 4.0, after
 * MapSVG; 34 provinces, simplified paths, 112 KB). The four provinces split from Papua in 2022
 * (93–96) are drawn inside Papua and Papua Barat, whose colour counts them too; the table beside
 * the map lists every province on its own.
 */
const CODE: Record<string, string[]> = {
  "id-ac": ["11"],
  "id-su": ["12"],
  "id-sb": ["13"],
  "id-ri": ["14"],
  "id-ja": ["15"],
  "id-ss": ["16"],
  "id-be": ["17"],
  "id-la": ["18"],
  "id-bb": ["19"],
  "id-kr": ["21"],
  "id-jk": ["31"],
  "id-jb": ["32"],
  "id-jt": ["33"],
  "id-yo": ["34"],
  "id-ji": ["35"],
  "id-bt": ["36"],
  "id-ba": ["51"],
  "id-nb": ["52"],
  "id-nt": ["53"],
  "id-kb": ["61"],
  "id-kt": ["62"],
  "id-ks": ["63"],
  "id-ki": ["64"],
  "id-ku": ["65"],
  "id-sa": ["71"],
  "id-st": ["72"],
  "id-sn": ["73"],
  "id-sg": ["74"],
  "id-go": ["75"],
  "id-sr": ["76"],
  "id-ma": ["81"],
  "id-mu": ["82"],
  "id-pa": ["91", "93", "94", "95"],
  "id-pb": ["92", "96"],
};

/** Five steps from light to the tenant's primary colour. */
const STEPS = [0.12, 0.3, 0.5, 0.72, 0.95];

export function ProvinceMap({ data, metricLabel }: { data: { id: string; name: string; value: number }[]; metricLabel: string }) {
  const by = new Map(data.map((d) => [d.id, d]));
  const provinceValue = (svgId: string) => (CODE[svgId] ?? []).reduce((a, code) => a + (by.get(code)?.value ?? 0), 0);
  const max = Math.max(0, ...indonesia.locations.map((l) => provinceValue(l.id)));
  const step = (v: number) => (v <= 0 || max <= 0 ? -1 : Math.min(STEPS.length - 1, Math.floor((v / max) * STEPS.length - 1e-9)));
  const edges = STEPS.map((_, i) => Math.ceil((max * (i + 1)) / STEPS.length));
  return (
    <figure data-testid="province-map">
      <svg viewBox={indonesia.viewBox} className="h-auto w-full" role="img" aria-label={`Peta Indonesia: ${metricLabel} per provinsi`}>
        {indonesia.locations.map((l) => {
          const v = provinceValue(l.id);
          const s = step(v);
          const name = (CODE[l.id] ?? []).map((c) => by.get(c)?.name).filter(Boolean)[0] ?? l.name;
          return (
            <path
              key={l.id}
              d={l.path}
              data-province={CODE[l.id]?.[0]}
              fill={s < 0 ? "#e2e8f0" : "var(--clr-primary, #2096C4)"}
              fillOpacity={s < 0 ? 1 : STEPS[s]}
              stroke="#ffffff"
              strokeWidth={0.5}
            >
              <title>{`${name}: ${NUMBER_ID.format(v)}`}</title>
            </path>
          );
        })}
      </svg>
      <figcaption className="mt-3 flex flex-wrap items-center gap-3 text-xs text-slate-600">
        <span>{metricLabel}:</span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-5 rounded-sm bg-slate-200" aria-hidden="true" /> 0
        </span>
        {max > 0
          ? STEPS.map((o, i) => (
              <span key={o} className="inline-flex items-center gap-1">
                <span className="inline-block h-3 w-5 rounded-sm bg-primary" style={{ opacity: o }} aria-hidden="true" />
                {i === 0 ? `1–${NUMBER_ID.format(edges[0]!)}` : `${NUMBER_ID.format(edges[i - 1]! + 1)}–${NUMBER_ID.format(edges[i]!)}`}
              </span>
            ))
          : null}
        <span className="basis-full text-slate-500">Batas wilayah: @svg-maps/indonesia (CC BY 4.0, MapSVG).</span>
      </figcaption>
    </figure>
  );
}
