import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest goes with the first page (≈2 KB gzipped): no per-request partial
  // manifest on the server and no /__manifest round trips while browsing.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
