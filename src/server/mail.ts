export * from "../platform/mail.ts"; // moved
