export * from "../platform/data-cache.ts"; // moved
