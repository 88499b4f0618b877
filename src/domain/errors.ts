export * from "../kernel/errors.ts"; // moved
