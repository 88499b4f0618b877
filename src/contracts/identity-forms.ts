import { z } from "zod";

/**
 * The web forms of the identity context (dashboard and account host), parsed with
 * `parseForm` (app/lib/form.server.ts). Every message is a sentence shown under its field, and
 * every required field says so by its own label ("Ulangi kata sandi wajib diisi."). An empty
 * field arrives as `undefined` (Conform), so the type message is the "required" one.
 */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const ZNameField = z.string({ error: "Nama lengkap wajib diisi." }).trim().min(2, "Nama minimal 2 karakter.").max(100, "Nama maksimal 100 karakter.");
export const ZEmailField = z
  .string({ error: "Email wajib diisi." })
  .trim()
  .toLowerCase()
  .max(254, "Email terlalu panjang (maksimal 254 karakter).")
  .pipe(z.email("Format email tidak valid, contoh: nama@contoh.id."));
/** The rule is shown as a hint before anything fails (PASSWORD_HINT). */
export const PASSWORD_HINT = "Minimal 8 karakter.";
const newPassword = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .min(8, "Kata sandi minimal 8 karakter.")
    .max(200, "Kata sandi maksimal 200 karakter.");

export const ZProfileForm = z.object({
  name: ZNameField,
  photoUrl: z
    .string()
    .trim()
    .max(500, "URL foto maksimal 500 karakter.")
    .refine((v) => /^https:\/\/[^\s"'<>]+$/.test(v) || /^\/files\/[^\s"'<>]+$/.test(v), "URL foto harus diawali https:// atau /files/.")
    .optional()
    .transform((v) => v ?? ""),
});

export const ZPasswordChangeForm = z
  .object({
    currentPassword: z.string({ error: "Kata sandi saat ini wajib diisi." }).max(200, "Kata sandi maksimal 200 karakter."),
    password: newPassword("Kata sandi baru"),
    confirmPassword: z.string({ error: "Ulangi kata sandi baru wajib diisi." }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Kata sandi tidak sama." });

export const ZEnrolForm = z.object({
  email: z
    .string({ error: "Email peserta wajib diisi." })
    .trim()
    .toLowerCase()
    .max(254, "Email terlalu panjang (maksimal 254 karakter).")
    .pipe(z.email("Format email tidak valid, contoh: nama@contoh.id.")),
  courseSlug: z
    .string({ error: "Slug kursus wajib diisi." })
    .trim()
    .max(120, "Slug kursus maksimal 120 karakter.")
    .regex(SLUG, "Slug kursus hanya berisi huruf kecil, angka dan tanda hubung, contoh: react-lanjut."),
});

export const ZProgressForm = z.object({
  courseSlug: z.string({ error: "Kursus wajib dipilih." }).regex(SLUG, "Kursus tidak valid.").max(120, "Kursus tidak valid."),
  chapterSlug: z.string({ error: "Bab wajib dipilih." }).regex(SLUG, "Bab tidak valid.").max(120, "Bab tidak valid."),
  done: z.enum(["0", "1"], { error: "Status bab tidak valid." }).transform((v) => v === "1"),
});

// ---- Account host (sign-in, sign-up, password reset, activation) ----------------------------
// The pages' fields take their limits from these (app/components/account-host/AccountPages.tsx);
// the handlers (src/server/account-host/pages/) check a post with the identity domain's rules.

export const ZSignInForm = z.object({
  email: ZEmailField,
  password: z.string({ error: "Kata sandi wajib diisi." }).max(200, "Kata sandi maksimal 200 karakter."),
});

export const ZSignUpForm = z
  .object({
    name: ZNameField,
    email: ZEmailField,
    password: newPassword("Kata sandi"),
    confirm: z.string({ error: "Ulangi kata sandi wajib diisi." }),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "Kata sandi tidak sama." });

export const ZForgotForm = z.object({ email: ZEmailField });

export const ZResetForm = z
  .object({
    password: newPassword("Kata sandi baru"),
    confirm: z.string({ error: "Ulangi kata sandi baru wajib diisi." }),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "Kata sandi tidak sama." });

export const ZActivationForm = z.object({ password: z.string({ error: "Kata sandi wajib diisi." }).max(200, "Kata sandi maksimal 200 karakter.") });
