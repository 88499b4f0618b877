export * from "../../contracts/catalog-constants.ts"; // moved
