export * from "./tenants.ts";
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./identity.ts";
export * from "./logs.ts";
export * from "./auth-throttle.ts";
export * from "./cdn.ts";
export * from "./rate-limits.ts";
