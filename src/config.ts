import { z } from "zod";
import "./kernel/zod-locale.ts";

/** Every environment variable the product reads, parsed once. The only reader of process.env. */
const ZConfig = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    APP_ENV: z.enum(["local", "dev", "staging", "production"]).default("local"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "harus berupa URL postgres://…")
      .optional(),
    /**
     * A read replica of DATABASE_URL (PostgreSQL streaming replica): anonymous public reads go there,
     * everything else to the primary; unreachable → the primary (docs/decisions/064-read-replica.md).
     */
    DATABASE_REPLICA_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "harus berupa URL postgres://…")
      .optional(),
    PRODUCT_NAME: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, "huruf kecil, angka dan tanda hubung")
      .default("tunas"),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    PAGE_CACHE: z.enum(["on", "off"]).default("on"),
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2000),
    /** Bytes of cached pages (plain, gzip and brotli bodies together); 32 MiB by default. */
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(8 * 1024 ** 3)
      .default(32 * 1024 ** 2),
    /** Public read results kept per tenant version; 0 turns the data cache off. */
    DATA_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(5000),
    DATA_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
    /** Bytes of cached public reads and API responses (decoded rows estimated); 16 MiB by default. */
    DATA_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(8 * 1024 ** 3)
      .default(16 * 1024 ** 2),
    /** Outgoing mail (password reset…): `smtp://user:pass@host:587` or `smtps://…`; unset → mail stays in the outbox (dev mailbox). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, "contoh: smtp://pengguna:sandi@mail.contoh.id:587")
      .optional(),
    MAIL_FROM: z.string().email("alamat email, contoh: no-reply@tunas.id").default("no-reply@tunas.id"),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
    MAIL_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(5_000),
    /** Scheme of the public URLs the product writes (links in mail, canonical tags): http locally, https elsewhere. */
    PUBLIC_SCHEME: z.enum(["http", "https"]).optional(),
    /** Port in the public URLs; unset → the server's own port locally, none (443/80) elsewhere. */
    PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /**
     * Which peers may tell the client's address and scheme (X-Forwarded-For/-Proto): `none` (default),
     * a hop count (`1` = the one proxy in front), or a comma-separated list of proxy addresses/CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .regex(
        /^(none|\d{1,2}|[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*)$/,
        "none, jumlah hop (mis. 1) atau daftar alamat/CIDR proksi (mis. 10.0.0.0/8,127.0.0.1)",
      )
      .default("none"),
    FILES_BASE_URL: z.string().default("/files"),
    TENANT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
    /** SIGTERM: how long in-flight requests and streams may finish before connections are cut. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /** Requests running or waiting at once (page-cache hits and health checks not counted); beyond it, 503 + Retry-After. */
    MAX_INFLIGHT: z.coerce.number().int().min(1).max(100_000).default(512),
    /** Requests running at once past the page cache (unset: 4 on PGlite, 16 on PostgreSQL); the rest wait by priority. */
    MAX_CONCURRENT: z.coerce.number().int().min(1).max(10_000).optional(),
    /** Longest wait for a free slot before a request is answered 503 + Retry-After. */
    QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(120_000).default(5_000),
    BUILD_DIR: z.string().min(1).default("build"),
    /** Operator key for the settings API until staff accounts exist; unset → the write API is closed. */
    ADMIN_API_KEY: z.string().min(16, "minimal 16 karakter").optional(),
    /** Server key: seals the tenant apps' shared secrets and signs sandbox callbacks; required outside local (docs/security.md). */
    APP_KEY: z.string().min(32, "minimal 32 karakter").optional(),
    /** Default Google Analytics measurement ID (G-…); unset → no analytics script unless a tenant's setting names its own (033-analytics-measurement-ids-by-layout-loaded-only-after.md). */
    ANALYTICS_DEFAULT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, "ID pengukuran Google Analytics, contoh: G-ABC123XYZ9")
      .optional(),
    /** Shared caches (CDN, reverse proxy) keep an anonymous page this many seconds (`s-maxage`; docs/decisions/036-cdn-friendly-caching-short-shared-ttl-tenant-tags-a.md). */
    CDN_S_MAXAGE: z.coerce.number().int().min(0).max(86_400).default(60),
    /** …and may serve it this much longer while they fetch a fresh copy (`stale-while-revalidate`). */
    CDN_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(604_800).default(600),
    /** Purge hook: a tenant's version bump POSTs `{ tags, hosts }` here (through the cdn_purges outbox); unset → no purges. */
    CDN_PURGE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, "URL http(s)://…, contoh: https://purge.contoh.id/tunas")
      .optional(),
    /** Sent as `Authorization: Bearer …` with each purge. */
    CDN_PURGE_TOKEN: z.string().min(8, "minimal 8 karakter").optional(),
    /** Chat assistant (issue 19): an OpenAI-compatible chat-completions endpoint; unset → the built-in extractive composer answers. */
    LLM_BASE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, "URL http(s)://…, contoh: https://api.openai.com/v1")
      .optional(),
    /** Sent as `Authorization: Bearer …` to LLM_BASE_URL (local servers may need none). */
    LLM_API_KEY: z.string().min(1).optional(),
    /** Model name passed to the endpoint, e.g. gpt-4o-mini; required with LLM_BASE_URL. */
    LLM_MODEL: z.string().min(1).max(200).optional(),
    /** The model must send its next piece of the answer within this many milliseconds. */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
    /** External data service (/rest/v1): requests per minute per anonymous key and client address, and per service key. */
    REST_ANON_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
    REST_SERVICE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** Version the client compares on load (spec §4): a change clears local storage and the app-token cookies. */
    APP_VERSION: z
      .string()
      .regex(/^[0-9A-Za-z.+-]{1,40}$/, "contoh: 1.4.0")
      .default("0.1.0"),
  })
  .refine((c) => c.APP_KEY || c.APP_ENV === "local", {
    path: ["APP_KEY"],
    message: "wajib diisi (minimal 32 karakter) untuk APP_ENV dev, staging dan production",
  })
  .refine((c) => !c.DATABASE_REPLICA_URL || c.DATABASE_URL, {
    path: ["DATABASE_REPLICA_URL"],
    message: "hanya bersama DATABASE_URL (PostgreSQL); PGlite tidak punya replika",
  })
  .refine((c) => !c.LLM_BASE_URL || c.LLM_MODEL, { path: ["LLM_MODEL"], message: "wajib diisi bersama LLM_BASE_URL" });

export type TConfig = z.infer<typeof ZConfig>;

const SECRET_VARS = new Set([
  "ADMIN_API_KEY",
  "APP_KEY",
  "SMTP_URL",
  "DATABASE_URL",
  "DATABASE_REPLICA_URL",
  "CDN_PURGE_URL",
  "CDN_PURGE_TOKEN",
  "LLM_API_KEY",
]);

/** Parses the environment; a bad value stops start-up with one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ZConfig.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "config");
    // Secrets are named, never echoed (the line ends up in logs).
    const shown = SECRET_VARS.has(name) ? "(disembunyikan)" : JSON.stringify(env[name] ?? "");
    throw new ConfigError(`Konfigurasi tidak valid: ${name}=${shown} — ${issue.message}`);
  }
  return parsed.data;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Main hosts of the product's own site per environment (DECISIONS.md). */
export function mainHosts(product: string): string[] {
  return [`${product}.id`, `www.${product}.id`, `staging.${product}.id`, `dev.${product}.id`, `${product}.localhost`];
}
