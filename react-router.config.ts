import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest goes with the first page (≈2 KB gzipped): no per-request partial
  // manifest on the server and no /__manifest round trips while browsing.
  routeDiscovery: { mode: "initial" },
  // Loaders get the raw request (no per-loader `new Request` to strip `.data`/`index`/`_routes`)
  // and read the page URL from their normalised `url` argument.
  // Middleware hands loaders and actions a typed router context (app/lib/request-context.server.ts).
  // The other v8 flags stay off (today's behaviour), said explicitly so the build does not warn
  // about them; turning one on is a change to measure (route chunks, data request URLs).
  future: {
    v8_passThroughRequests: true,
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
