import { PDFDocument, rgb, StandardFonts, type PDFFont } from "pdf-lib";
import { formatWibDate, type TCertificate } from "./certificates.ts";

export interface TCertificateBrand {
  /** Tenant (brand) name, e.g. "Sekolah Beta". */
  name: string;
  /** `#rrggbb` primary colour of the brand. */
  color: string;
  /** Absolute verification URL printed on the certificate. */
  verifyUrl: string;
}

function hexToRgb(hex: string) {
  const ok = /^#[0-9a-fA-F]{6}$/.test(hex) ? hex : "#2096C4";
  return rgb(parseInt(ok.slice(1, 3), 16) / 255, parseInt(ok.slice(3, 5), 16) / 255, parseInt(ok.slice(5, 7), 16) / 255);
}

/** The standard PDF fonts encode WinAnsi only: other characters become their closest ASCII or "?". */
function winAnsi(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

function centred(page: ReturnType<PDFDocument["addPage"]>, text: string, y: number, font: PDFFont, size: number, color = rgb(0.13, 0.15, 0.16)) {
  const t = winAnsi(text);
  let s = size;
  while (s > 10 && font.widthOfTextAtSize(t, s) > page.getWidth() - 120) s -= 1;
  page.drawText(t, { x: (page.getWidth() - font.widthOfTextAtSize(t, s)) / 2, y, size: s, font, color });
}

/**
 * The certificate as a one-page A4 landscape PDF (pdf-lib, standard fonts, no external files):
 * brand name and colour, learner, course, date in WIB and the verification code and link. The
 * document's title, subject, author and keywords repeat them for search and for checks.
 */
export async function certificatePdf(cert: TCertificate, brand: TCertificateBrand): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const date = formatWibDate(cert.issuedAt);
  doc.setTitle(winAnsi(`Sertifikat ${cert.courseTitle} - ${cert.learnerName}`));
  doc.setSubject(winAnsi(`Sertifikat penyelesaian kursus ${cert.courseTitle} dari ${brand.name}`));
  doc.setAuthor(winAnsi(brand.name));
  doc.setCreator("Tunas");
  doc.setProducer("Tunas (pdf-lib)");
  doc.setKeywords([cert.code, winAnsi(cert.learnerName), winAnsi(cert.courseTitle), winAnsi(brand.name), date]);
  doc.setCreationDate(cert.issuedAt);
  doc.setModificationDate(cert.issuedAt);
  doc.setLanguage("id-ID");

  const page = doc.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  const color = hexToRgb(brand.color);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);

  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(1, 1, 1) });
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: color, borderWidth: 4 });
  page.drawRectangle({ x: 24, y: height - 110, width: width - 48, height: 86, color });
  centred(page, brand.name, height - 78, bold, 30, rgb(1, 1, 1));
  centred(page, "SERTIFIKAT PENYELESAIAN", height - 170, bold, 26, color);
  centred(page, "diberikan kepada", height - 215, italic, 16);
  centred(page, cert.learnerName, height - 265, bold, 36);
  page.drawLine({ start: { x: width / 2 - 200, y: height - 280 }, end: { x: width / 2 + 200, y: height - 280 }, thickness: 1, color });
  centred(page, "atas keberhasilannya menyelesaikan seluruh bab dan kuis kursus", height - 315, regular, 15);
  centred(page, cert.courseTitle, height - 350, bold, 22, color);
  centred(page, `Diterbitkan ${date} (WIB)`, height - 395, regular, 14);
  centred(page, `Kode verifikasi: ${cert.code}`, 92, bold, 13);
  centred(page, `Periksa keaslian di ${brand.verifyUrl}`, 70, regular, 11, rgb(0.35, 0.38, 0.42));
  return doc.save();
}

/** The certificate's PDF for a tenant: brand name and primary colour, verification link on its own origin. */
export function certificatePdfFor(cert: TCertificate, tenant: { name: string; theme: { clr_primary: string } }, origin: string): Promise<Uint8Array> {
  return certificatePdf(cert, { name: tenant.name, color: tenant.theme.clr_primary, verifyUrl: `${origin}/Certificate/${cert.code}` });
}

/** `sertifikat-javascript-dasar-K7QM-2XHD-9RTB.pdf` */
export function certificateFileName(cert: TCertificate): string {
  return `sertifikat-${cert.courseSlug}-${cert.code}.pdf`;
}
