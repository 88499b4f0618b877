import { z } from "zod";

const indonesian = z.locales.id();

/**
 * Zod's own messages in Indonesian, for every schema without a custom message. A value that is
 * missing altogether (a form field left out, a JSON property not sent) says so plainly instead of
 * Zod's "Input tidak valid: diharapkan string, diterima undefined".
 */
z.config({
  localeError: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "Wajib diisi." : indonesian.localeError(issue)),
});
