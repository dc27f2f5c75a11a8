import { describe, expect, it } from "vitest";
import { authPathWith, safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("keeps a path of this app", () => {
    expect(safeNextPath("/invite/abc.def")).toBe("/invite/abc.def");
  });

  it("refuses other sites and empty values", () => {
    for (const value of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "invite/abc",
      "",
      null,
      undefined,
    ])
      expect(safeNextPath(value)).toBeNull();
  });
});

describe("authPathWith", () => {
  it("carries the email and where to come back to", () => {
    const path = authPathWith("/signup", { email: "ada+team@example.com", next: "/invite/t1" });
    const url = new URL(path, "http://app.test");
    expect(url.pathname).toBe("/signup");
    expect(url.searchParams.get("email")).toBe("ada+team@example.com");
    expect(url.searchParams.get("next")).toBe("/invite/t1");
  });

  it("is the bare page without parameters", () => {
    expect(authPathWith("/login", {})).toBe("/login");
  });
});
