export * from "./tenants.ts";
export * from "./catalog.ts";
export * from "./content.ts";
