export * from "../platform/periodic.ts"; // moved
