export * from "../src/contracts/route-params.ts"; // moved
