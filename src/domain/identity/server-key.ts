import { loadConfig } from "../../config.ts";
import { deriveKey } from "./crypto.ts";

let cached: { key: Buffer; version: string } | null = null;

function load() {
  if (!cached) {
    const config = loadConfig();
    // Local/dev without APP_KEY: a fixed development key (config refuses this in staging/production).
    const material = config.APP_KEY ?? "tunas-development-only-app-key-not-for-production";
    cached = { key: deriveKey(material, "tunas app-credentials v1"), version: config.APP_VERSION };
  }
  return cached;
}

/** The key that seals the tenant apps' shared secrets at rest (config APP_KEY). */
export function serverKey(): Buffer {
  return load().key;
}

/** The app version the client compares on load (config APP_VERSION). */
export function appVersion(): string {
  return load().version;
}
