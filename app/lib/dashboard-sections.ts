import type { TPermission } from "../../src/domain/identity/permissions.ts";

/** The member dashboard's sections; the sidebar shows those the viewer's role may use. */
export const DASHBOARD_SECTIONS = [
  { id: "dashboard", path: "/Dashboard", label: "Ringkasan", hint: "Sapaan dan pintasan ke setiap bagian.", permission: "dashboard.view" },
  { id: "dashboard-profile", path: "/Dashboard/Profil", label: "Profil", hint: "Ubah nama dan foto profil Anda.", permission: "profile.edit" },
  { id: "dashboard-classes", path: "/Dashboard/Kelas", label: "Kelas Saya", hint: "Lanjutkan kursus yang Anda ikuti.", permission: "learning.view" },
  { id: "dashboard-payments", path: "/Dashboard/Pembayaran", label: "Pembayaran", hint: "Riwayat tagihan dan pembayaran kelas.", permission: "payment.view" },
  { id: "dashboard-payout", path: "/Dashboard/Payout", label: "Payout", hint: "Pengajuan payout dan statusnya.", permission: "payout.view" },
  { id: "dashboard-statistics", path: "/Dashboard/Statistik", label: "Statistik", hint: "Peserta, alumni, sekolah dan kota program.", permission: "statistics.view" },
  { id: "dashboard-content", path: "/Dashboard/Konten", label: "Konten", hint: "Ubah teks halaman situs: Tentang Kami, Harga dan lainnya.", permission: "content.write" },
  { id: "dashboard-members", path: "/Dashboard/Peserta", label: "Peserta Kursus", hint: "Buka kursus premium bagi peserta.", permission: "enrolment.manage" },
] as const satisfies readonly { id: string; path: string; label: string; hint: string; permission: TPermission }[];

export type TDashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]["id"];
