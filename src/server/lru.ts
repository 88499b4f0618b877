export * from "../platform/lru.ts"; // moved
