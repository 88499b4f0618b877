export * from "../db/rate-limit.ts"; // moved
