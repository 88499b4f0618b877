export * from "../platform/cdn-purge.ts"; // moved
