import { describe, expect, it } from "vitest";
import { extractLinks, splitLinks } from "./links";

describe("splitLinks", () => {
  it("splits text around http(s) URLs and keeps every character", () => {
    const text = "Open http://localhost:3000/verify-email?token=a_b-C&x=1 now.\nOr https://kurta.shop/reset.";
    const parts = splitLinks(text);
    expect(parts).toEqual([
      { kind: "text", value: "Open " },
      { kind: "link", value: "http://localhost:3000/verify-email?token=a_b-C&x=1" },
      { kind: "text", value: " now.\nOr " },
      { kind: "link", value: "https://kurta.shop/reset" },
      { kind: "text", value: "." },
    ]);
    expect(parts.map((part) => part.value).join("")).toBe(text);
  });

  it("does not turn other schemes into links", () => {
    expect(extractLinks("javascript:alert(1) mailto:care@kurta.shop ftp://x")).toEqual([]);
  });

  it("returns plain text untouched", () => {
    expect(splitLinks("No links here")).toEqual([{ kind: "text", value: "No links here" }]);
    expect(splitLinks("")).toEqual([]);
  });
});

describe("extractLinks", () => {
  it("lists the URLs in order, without surrounding punctuation", () => {
    expect(extractLinks("(see https://a.example/x), then <https://b.example/y?z=1>")).toEqual([
      "https://a.example/x",
      "https://b.example/y?z=1",
    ]);
  });
});
