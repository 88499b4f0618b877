export * from "../platform/client-address.ts"; // moved
