export * from "./tenants.ts";
export * from "./catalog.ts";
