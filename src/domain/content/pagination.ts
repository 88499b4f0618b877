export * from "../../kernel/pagination.ts"; // moved
