import { route, type RouteConfig } from "@react-router/dev/routes";
import { ROUTE_TABLE } from "./route-table.ts";

export default [
  ...ROUTE_TABLE.map((e) => route(e.path, e.file, { id: e.id, caseSensitive: true })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
