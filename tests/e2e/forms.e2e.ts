import type { Page } from "@playwright/test";
import { expect, site, test } from "./helpers.ts";
import { AKUN, signedInPage } from "./auth.ts";

const run = Date.now().toString(36);
const shots = process.env.FORMS_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function bookAppointment(page: Page, layout: string, email: string) {
  await page.goto(site(layout, "/Make-Appointment"));
  await page.getByLabel("Topik konsultasi").selectOption("Demo LMS");
  // The first free hour of the first open date.
  await page.locator('input[name="slotId"]').first().check({ force: true });
  await page.getByLabel("Nama lengkap").fill("Rina Wijaya");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nomor WhatsApp/telepon").fill("0812-3456-7890");
  await page.getByLabel("Instansi/perusahaan").fill("PT Maju Bersama");
  await page.getByRole("button", { name: "Jadwalkan janji temu" }).click();
  await expect(page.getByRole("heading", { name: "Janji temu Anda sudah terjadwal" })).toBeVisible();
  await expect(page.getByText(/pukul \d\d\.\d\d WIB/)).toBeVisible();
}

async function registerLiga(page: Page, layout: string, school: string, email: string) {
  await page.goto(site(layout, "/Liga-Smk/Register"));
  await page.getByLabel("Nama sekolah").fill(school);
  await page.getByLabel("Nama tim").fill("Tim Rajawali");
  await page.getByLabel("Provinsi").selectOption({ label: "Jawa Tengah" });
  await page.getByLabel("Kabupaten/kota").selectOption({ label: "Kota Semarang" });
  await page.getByLabel("Nama guru").fill("Ibu Ratna");
  await page.getByLabel("Email guru").fill(email);
  await page.getByLabel("Nomor WhatsApp").fill("081298765432");
  for (const [i, n] of ["Andi", "Bela", "Candra"].entries()) await page.getByLabel(`Nama siswa ${i + 1}`).fill(n);
  await page.getByLabel(/Saya telah membaca/).check();
  await page.getByRole("button", { name: "Daftarkan tim" }).click();
  await expect(page.getByRole("heading", { name: "Tim Rajawali sudah terdaftar", exact: true })).toBeVisible();
}

for (const layout of ["sekolahbeta", "smkcoding"]) {
  // A refused form answers 400 with its field errors (app/lib/form.server.ts): the browser logs the status.
  test.use({ expectedConsoleErrors: [/status of (400|409)/] });
  test(`${layout}: a visitor books an appointment, registers a Liga SMK team and requests a demo (JavaScript on); mails arrive; staff see all three`, async ({
    page,
    browser,
  }) => {
    const email = `rina-${layout}-${run}@contoh.id`;
    await bookAppointment(page, layout, email);
    await shot(page, `${layout}-appointment-done`);
    await registerLiga(page, layout, `SMK Negeri 7 Semarang ${layout}`, email);

    await page.goto(site(layout, "/"));
    const demo = page.getByRole("region", { name: "Minta demo gratis" });
    await demo.getByLabel("Email kerja").fill("bukan-email");
    await demo.getByRole("button", { name: "Minta demo" }).click();
    await expect(demo.getByText(/Format email tidak valid/)).toBeVisible();
    await demo.getByLabel("Email kerja").fill(email);
    await demo.getByRole("button", { name: "Minta demo" }).click();
    await expect(demo.getByText(/Berhasil mengirim request/)).toBeVisible();
    await expect(page).toHaveURL(site(layout, "/"));

    // The development mailbox shows the three confirmations to the visitor.
    await page.goto(`${AKUN}/dev/mailbox`);
    const mine = page.locator("tbody tr").filter({ has: page.locator("td:nth-child(3)", { hasText: email }) });
    await expect(mine).toHaveCount(3);
    await expect(page.getByText(/Janji temu Anda: .* WIB/).first()).toBeVisible();

    // Staff: the three submissions in the inbox, a status change, the CSV.
    const staff = await signedInPage(browser, layout, "admin", { path: `/Dashboard/Inbox?q=${encodeURIComponent(email)}` });
    const list = staff.getByRole("region", { name: /kiriman/ });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    for (const kind of ["Janji temu", "Pendaftaran Liga SMK", "Permintaan demo"]) await expect(list.getByText(kind, { exact: true })).toBeVisible();
    await list.getByRole("link", { name: /Janji temu/ }).click();
    const detail = staff.getByRole("region", { name: /Rina Wijaya/ });
    await expect(detail.getByText("Demo LMS")).toBeVisible();
    await detail.getByLabel("Ubah status").selectOption("ditolak");
    await detail.getByRole("button", { name: "Simpan status" }).click();
    await expect(detail.getByText("Tulis alasan penolakan di catatan.")).toBeVisible();
    await detail.getByLabel("Ubah status").selectOption("dihubungi");
    await detail.getByLabel("Catatan").fill("Sudah ditelepon, demo dikonfirmasi.");
    await detail.getByRole("button", { name: "Simpan status" }).click();
    await expect(staff.getByText(/diubah menjadi Dihubungi/)).toBeVisible();
    await shot(staff, `${layout}-inbox`);
    const href = await staff.getByRole("link", { name: "Unduh CSV" }).getAttribute("href");
    const [status, type, disposition, csv] = await staff.evaluate(async (u) => {
      const r = await fetch(u);
      return [r.status, r.headers.get("content-type"), r.headers.get("content-disposition"), await r.text()] as const;
    }, href!);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/csv/);
    expect(disposition).toMatch(/attachment; filename="kotak-masuk-/);
    expect(csv).toContain(email);
    expect(csv.split("\r\n")[0]).toContain("jenis,status,waktu_wib");
    expect(csv).toMatch(/Janji temu,Dihubungi/);
    await staff.context().close();
  });
}

test("an event page takes an RSVP (date in WIB in the mail) and offers Jadi sponsor; staff see the attendee list", async ({ page, browser }) => {
  const email = `peserta-event-${run}@contoh.id`;
  await page.goto(site("sekolahbeta", "/Event/festival-talenta-digital-2027"));
  await expect(page.getByRole("link", { name: "Jadi sponsor Gold" })).toBeVisible();
  await page.getByRole("link", { name: "Daftar sekarang" }).click();
  await expect(page).toHaveURL(site("sekolahbeta", "/Event/festival-talenta-digital-2027/Daftar"));
  await page.getByLabel("Nama lengkap").fill("Yusuf Hidayat");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Daftar sekarang" }).click();
  await expect(page.getByRole("heading", { name: "Anda terdaftar!" })).toBeVisible();
  await page.goto(`${AKUN}/dev/mailbox`);
  const row = page.locator("tbody tr").filter({ has: page.locator("td:nth-child(3)", { hasText: email }) });
  await expect(row).toContainText(/Anda terdaftar: .* WIB/);

  const staff = await signedInPage(browser, "sekolahbeta", "admin", { path: `/Dashboard/Inbox?jenis=event&q=${encodeURIComponent(email)}` });
  await staff.getByRole("link", { name: /Yusuf Hidayat/ }).click();
  const table = staff.getByRole("region", { name: /^Peserta / });
  await expect(table.getByRole("cell", { name: "Yusuf Hidayat" })).toBeVisible();
  await shot(staff, "sekolahbeta-event-attendees");
  await staff.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const layout of ["sekolahbeta", "jda"]) {
    test(`${layout}: the contact form keeps values and shows Indonesian errors next to the fields, then sends`, async ({ page }) => {
      await page.goto(site(layout, "/Kontak"));
      await page.getByLabel("Nama lengkap").fill("Budi");
      await page.getByLabel("Email").fill("budi@");
      await page.getByRole("button", { name: "Kirim pesan" }).click();
      const email = page.getByLabel("Email");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(/Format email tidak valid/);
      await expect(page.getByLabel("Pesan")).toHaveAccessibleDescription(/Pesan wajib diisi\./);
      await expect(page.getByLabel("Nama lengkap")).toHaveValue("Budi");
      await shot(page, `${layout}-contact-errors-nojs`);
      await email.fill(`budi-${layout}-${run}@contoh.id`);
      await page.getByLabel("Topik").selectOption("Kerja sama");
      await page.getByLabel("Pesan").fill("Kami ingin bekerja sama untuk pelatihan guru.");
      await page.getByRole("button", { name: "Kirim pesan" }).click();
      await expect(page.getByRole("heading", { name: "Pesan Anda sudah terkirim" })).toBeVisible();
    });

    test(`${layout}: books an appointment, registers a Liga SMK team and requests a demo`, async ({ page }) => {
      const email = `tanpa-js-${layout}-${run}@contoh.id`;
      await bookAppointment(page, layout, email);
      await registerLiga(page, layout, `SMK Tanpa Skrip ${layout}`, email);
      await page.goto(site(layout, "/Pricing"));
      await page.getByLabel("Email kerja").fill(email);
      await page.getByRole("button", { name: "Minta demo" }).click();
      await expect(page).toHaveURL(site(layout, "/Demo"));
      await expect(page.getByRole("heading", { name: "Berhasil mengirim request" })).toBeVisible();
      // Sending the same form again (back + resend) does not make a second request.
      await page.goBack();
      await page.getByLabel("Email kerja").fill(email);
      await page.getByRole("button", { name: "Minta demo" }).click();
      await expect(page.getByRole("heading", { name: "Berhasil mengirim request" })).toBeVisible();
    });
  }

  test("school registration: province and city pickers work without JavaScript; the same school twice is refused", async ({ page }) => {
    const fill = async (who: string) => {
      await page.goto(site("jda", "/Sekolah/Daftar"));
      await page.getByLabel("Nama sekolah").fill(`SMK Negeri 2 Cimahi ${run}`);
      await page.getByLabel("Provinsi").selectOption({ label: "Jawa Barat" });
      await page.getByLabel("Kabupaten/kota").selectOption({ label: "Kota Cimahi" });
      await page.getByLabel("Nama penanggung jawab").fill("Pak Asep");
      await page.getByLabel("Email sekolah").fill(`${who}-${run}@smkn2cimahi.sch.id`);
      await page.getByLabel("Nomor telepon").fill("022-6654321");
      await page.getByRole("button", { name: "Daftarkan sekolah" }).click();
    };
    await fill("tu");
    await expect(page.getByRole("heading", { name: /sudah terdaftar/ })).toBeVisible();
    // Sent again by someone else (another e-mail, so not a replay of the first form).
    await fill("kepsek");
    await expect(page.getByLabel("Nama sekolah")).toHaveAccessibleDescription(/sudah terdaftar/);
  });

  test("a taken slot cannot be booked again: the form says so and keeps the values", async ({ page, browser }) => {
    const other = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(site("komodo", "/Make-Appointment"));
    await other.goto(site("komodo", "/Make-Appointment"));
    for (const p of [page, other]) {
      await p.getByLabel("Topik konsultasi").selectOption("Konsultasi umum");
      await p.locator('input[name="slotId"]').first().check({ force: true });
      await p.getByLabel("Nama lengkap").fill("Sinta Dewi");
      await p.getByLabel("Email").fill(`sinta-${run}-${p === page ? 1 : 2}@contoh.id`);
      await p.getByLabel("Nomor WhatsApp/telepon").fill("081377788899");
    }
    await page.getByRole("button", { name: "Jadwalkan janji temu" }).click();
    await expect(page.getByRole("heading", { name: "Janji temu Anda sudah terjadwal" })).toBeVisible();
    await other.getByRole("button", { name: "Jadwalkan janji temu" }).click();
    await expect(other.getByText(/Jam ini (baru saja dipesan orang lain|sudah tidak tersedia)/)).toBeVisible();
    await expect(other.getByLabel("Nama lengkap")).toHaveValue("Sinta Dewi");
    await other.context().close();
  });
});
