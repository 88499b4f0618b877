export * from "../platform/logger.ts"; // moved
