export * from "../../src/contracts/links.ts"; // moved
