export * from "./tenants.ts";
