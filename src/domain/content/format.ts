export * from "../../kernel/format.ts"; // moved
