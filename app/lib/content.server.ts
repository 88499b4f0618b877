export * from "../../src/domain/content/posts.ts";
export * from "../../src/domain/content/podcasts.ts";
export * from "../../src/domain/content/media.ts";
export * from "../../src/domain/content/portfolio.ts";
export * from "../../src/domain/content/events.ts";
export * from "../../src/domain/content/careers.ts";
export * from "../../src/domain/content/features.ts";
export * from "../../src/domain/content/pages.ts";
