import { describe, expect, it } from "vitest";
import { loggedPath } from "./app.ts";

describe("request log paths", () => {
  it("never carry an app token given as the path (introspection)", () => {
    const token = "app-ebb3a80b702270e34d.N0HtJN4JDRkuNTSLjH9PdA.mOXDiuQ2jOzHNSE88U0LzhUyRs171ZA7v4AWJEisJucY.Dxggx_3dmCsUF3WiJAColyapvl";
    expect(loggedPath(`/api/${token}`)).toBe("/api/{token}");
    expect(loggedPath("/api/v1/class/active")).toBe("/api/v1/class/active");
    expect(loggedPath("/api/openapi.json")).toBe("/api/openapi.json");
    expect(loggedPath("/Class/pemrograman-web")).toBe("/Class/pemrograman-web");
  });
});
