import type { TPermission } from "../../src/domain/identity/permissions.ts";

/** The member dashboard's sections; the sidebar shows those the viewer's role may use. */
export const DASHBOARD_SECTIONS = [
  { id: "dashboard", path: "/Dashboard", label: "Ringkasan", permission: "dashboard.view" },
  { id: "dashboard-profile", path: "/Dashboard/Profil", label: "Profil", permission: "profile.edit" },
  { id: "dashboard-classes", path: "/Dashboard/Kelas", label: "Kelas Saya", permission: "learning.view" },
  { id: "dashboard-payments", path: "/Dashboard/Pembayaran", label: "Pembayaran", permission: "payment.view" },
  { id: "dashboard-payout", path: "/Dashboard/Payout", label: "Payout", permission: "payout.view" },
  { id: "dashboard-statistics", path: "/Dashboard/Statistik", label: "Statistik", permission: "statistics.view" },
  { id: "dashboard-content", path: "/Dashboard/Konten", label: "Konten", permission: "content.write" },
  { id: "dashboard-members", path: "/Dashboard/Peserta", label: "Peserta Kursus", permission: "enrolment.manage" },
] as const satisfies readonly { id: string; path: string; label: string; permission: TPermission }[];

export type TDashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]["id"];
