import type { TLayoutFamily } from "../../src/domain/tenants/layout-family.ts";

export interface TNavItem {
  to: string;
  label: string;
}

/** Main navigation per layout family: only routes that exist for every tenant of the family. */
export function mainNav(family: TLayoutFamily): TNavItem[] {
  switch (family) {
    case "academy":
      return [
        { to: "/Class", label: "Kelas" },
        { to: "/Program", label: "Program" },
        { to: "/Curriculum", label: "Kurikulum" },
        { to: "/Mentor", label: "Mentor" },
        { to: "/Blog", label: "Blog" },
        { to: "/Event", label: "Event" },
      ];
    case "foundation":
      return [
        { to: "/Program", label: "Program" },
        { to: "/Berita", label: "Berita" },
        { to: "/Event", label: "Event" },
        { to: "/Gallery", label: "Galeri" },
        { to: "/About", label: "Tentang" },
      ];
    case "aksara":
      return [
        { to: "/Aksara", label: "Aksara" },
        { to: "/Lms", label: "LMS" },
        { to: "/Blog", label: "Blog" },
        { to: "/Pricing", label: "Harga" },
        { to: "/About", label: "Tentang" },
      ];
    default:
      return [
        { to: "/Program", label: "Program" },
        { to: "/Class", label: "Kelas" },
        { to: "/Courses", label: "Kursus" },
        { to: "/Portfolio", label: "Portofolio" },
        { to: "/Blog", label: "Artikel" },
        { to: "/Event", label: "Event" },
        { to: "/About", label: "Tentang" },
      ];
  }
}

export const FOOTER_LINKS: TNavItem[] = [
  { to: "/About", label: "Tentang Kami" },
  { to: "/Career", label: "Karier" },
  { to: "/Make-Appointment", label: "Buat Janji Temu" },
  { to: "/Privacy-Policy", label: "Kebijakan Privasi" },
  { to: "/Terms-And-Conditions", label: "Syarat dan Ketentuan" },
];
