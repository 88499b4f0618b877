export * from "../kernel/zod-locale.ts"; // moved
