export * from "../platform/services.ts"; // moved
