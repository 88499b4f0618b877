import { createHash, createHmac } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

/**
 * Where uploaded bytes live (DECISIONS: local disk by default, S3-compatible storage when
 * configured). Keys are `<tenant>/<id>`; what a key may be served as is decided by the `uploads`
 * row of the tenant the request is for, never by the key alone.
 */
export interface TFileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes (a missing key is not an error). */
  delete(key: string): Promise<void>;
  readonly kind: "local" | "s3";
}

const SAFE_KEY = /^[a-z0-9.-]{1,80}\/[A-Za-z0-9_-]{8,64}$/;
function checkKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

/** Files under one directory (default `DATA_DIR/files`), written through a temp file and a rename. */
export function localFileStore(dir: string): TFileStore {
  const root = resolve(dir);
  return {
    kind: "local",
    async put(key, bytes) {
      checkKey(key);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, path);
    },
    async get(key) {
      checkKey(key);
      try {
        return new Uint8Array(await readFile(join(root, key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      checkKey(key);
      try {
        await unlink(join(root, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      }
    },
  };
}

export interface TS3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256hex = (b: string | Uint8Array) => createHash("sha256").update(b).digest("hex");
const hmac = (k: string | Buffer, s: string) => createHmac("sha256", k).update(s).digest();

/** Signs a path-style S3 request with AWS Signature Version 4 (works with AWS S3, MinIO, R2, …). */
export function signS3(cfg: TS3Config, method: "GET" | "PUT" | "DELETE", key: string, body: Uint8Array, now = new Date(), extra: Record<string, string> = {}) {
  const url = new URL(`${cfg.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(cfg.bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`);
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256hex(body);
  const headers: Record<string, string> = {
    host: url.host,
    "x-amz-content-sha256": payloadHash,
    "x-amz-date": amzDate,
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k.toLowerCase(), v])),
  };
  const names = Object.keys(headers).sort();
  const canonical = [method, url.pathname, "", ...names.map((n) => `${n}:${headers[n]!.trim()}`), "", names.join(";"), payloadHash].join("\n");
  const scope = `${day}/${cfg.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256hex(canonical)].join("\n");
  const key4 = hmac(hmac(hmac(hmac(`AWS4${cfg.secretAccessKey}`, day), cfg.region), "s3"), "aws4_request");
  const signature = createHmac("sha256", key4).update(toSign).digest("hex");
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${cfg.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`;
  delete headers.host;
  return { url: url.toString(), headers };
}

export function s3FileStore(cfg: TS3Config, fetchImpl: typeof fetch = fetch): TFileStore {
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      checkKey(key);
      const { url, headers } = signS3(cfg, "PUT", key, bytes, new Date(), { "content-type": contentType });
      const res = await fetchImpl(url, { method: "PUT", headers, body: bytes as Uint8Array<ArrayBuffer> });
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
    },
    async get(key) {
      checkKey(key);
      const { url, headers } = signS3(cfg, "GET", key, new Uint8Array());
      const res = await fetchImpl(url, { headers });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      checkKey(key);
      const { url, headers } = signS3(cfg, "DELETE", key, new Uint8Array());
      const res = await fetchImpl(url, { method: "DELETE", headers });
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
  };
}

let shared: TFileStore | null = null;

/**
 * The process's file store from the environment: S3 when S3_BUCKET is set (with S3_ENDPOINT,
 * S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), else FILES_DIR (default DATA_DIR/files).
 */
export function fileStore(env: Record<string, string | undefined> = process.env): TFileStore {
  if (shared) return shared;
  if (env.S3_BUCKET) {
    const need = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter((k) => !env[k]);
    if (need.length) throw new Error(`S3_BUCKET is set but ${need.join(", ")} is missing`);
    shared = s3FileStore({
      endpoint: env.S3_ENDPOINT!,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || "us-east-1",
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    });
  } else {
    shared = localFileStore(env.FILES_DIR || join(env.DATA_DIR || "./data", "files"));
  }
  return shared;
}

/** Tests: use this store for the rest of the process. */
export function setFileStore(store: TFileStore | null): void {
  shared = store;
}

export function filesBaseUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.FILES_BASE_URL || "/files").replace(/\/+$/, "");
}
