import { useEffect, useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { NUMBER_ID, isoDayLabel } from "../../../src/kernel/format.ts";

/**
 * Charts of the statistics section (Recharts; this module is imported only by
 * app/routes/dashboard/statistics.tsx, so the library stays in that route's chunk). Charts draw
 * after hydration: the server sends the tables that stand in for them, so the page reads the
 * same without JavaScript and the first render matches on both sides.
 */
function useMounted(): boolean {
  const [m, setM] = useState(false);
  useEffect(() => setM(true), []);
  return m;
}

const COLORS = ["var(--clr-primary, #2096C4)", "#f59e0b", "#10b981", "#8b5cf6", "#ef4444"];

function shortDay(d: string): string {
  return isoDayLabel(d, "short");
}

export function SeriesChart({ data, series, label }: { data: Record<string, string | number>[]; series: { key: string; label: string }[]; label: string }) {
  const mounted = useMounted();
  return (
    <figure className="h-72 w-full" aria-label={label} data-testid="series-chart">
      {mounted ? (
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={(d: string) => shortDay(d)} tick={{ fontSize: 12 }} minTickGap={24} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={(v: number) => NUMBER_ID.format(v)} />
            <Tooltip labelFormatter={(d) => shortDay(String(d))} formatter={(v) => NUMBER_ID.format(Number(v))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={COLORS[i % COLORS.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      ) : (
        <div className="grid h-full place-items-center rounded-xl bg-slate-50 text-sm text-slate-500">Grafik dimuat…</div>
      )}
    </figure>
  );
}

export function ProgramChart({ data, label }: { data: { name: string; registrants: number; students: number; alumni: number }[]; label: string }) {
  const mounted = useMounted();
  return (
    <figure className="w-full" style={{ height: Math.max(180, data.length * 44 + 60) }} aria-label={label} data-testid="program-chart">
      {mounted ? (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 8 }}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={(v: number) => NUMBER_ID.format(v)} />
            <YAxis type="category" dataKey="name" width={130} tick={{ fontSize: 11 }} />
            <Tooltip formatter={(v) => NUMBER_ID.format(Number(v))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="registrants" name="Pendaftar" fill={COLORS[0]} isAnimationActive={false} />
            <Bar dataKey="students" name="Peserta" fill={COLORS[1]} isAnimationActive={false} />
            <Bar dataKey="alumni" name="Alumni" fill={COLORS[2]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      ) : (
        <div className="grid h-full place-items-center rounded-xl bg-slate-50 text-sm text-slate-500">Grafik dimuat…</div>
      )}
    </figure>
  );
}
