import type { TClassState } from "../../contracts/catalog-constants.ts";

export interface TClassFlags {
  comingSoon: boolean;
  onRegistration: boolean;
  started: boolean;
  ended: boolean;
}

export type TBadgeColor = "orange" | "green" | "blue" | "red";

export interface TClassBadge {
  state: TClassState;
  label: string;
  color: TBadgeColor;
}

/** Spec §4: the first flag set, in this order, gives the badge; none gives 'Segera Dimulai'. */
const ORDER: { flag: keyof TClassFlags; label: string; color: TBadgeColor }[] = [
  { flag: "comingSoon", label: "Akan Datang", color: "orange" },
  { flag: "onRegistration", label: "Pendaftaran Dibuka", color: "green" },
  { flag: "started", label: "Sedang Berlangsung", color: "blue" },
  { flag: "ended", label: "Telah Selesai", color: "red" },
];

export function classBadge(flags: TClassFlags): TClassBadge {
  for (const o of ORDER) if (flags[o.flag]) return { state: o.flag, label: o.label, color: o.color };
  return { state: "none", label: "Segera Dimulai", color: "orange" };
}

/** Label of a state filter value (the same words as the badge). */
export function stateLabel(state: TClassState): string {
  return ORDER.find((o) => o.flag === state)?.label ?? "Segera Dimulai";
}
