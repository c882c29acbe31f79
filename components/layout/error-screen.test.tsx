import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ErrorPage from "@/app/error";
import GlobalError from "@/app/global-error";

// What a shopper sees when a page fails: the shop's message and two ways on, never the error itself.
describe("the error pages", () => {
  const error = Object.assign(new Error('relation "User" does not exist at lib/secret.ts:12'), { digest: "123" });

  for (const [name, html] of [
    ["app/error.tsx", renderToStaticMarkup(<ErrorPage error={error} retry={() => {}} />)],
    ["app/global-error.tsx", renderToStaticMarkup(<GlobalError error={error} retry={() => {}} />)],
  ] as const) {
    it(`${name} says something went wrong, offers Try again and Go to home, and hides the details`, () => {
      expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
      expect(html).toMatch(/<button[^>]*type="button"[^>]*>Try again<\/button>/);
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go to home<\/a>/);
      expect(html).not.toContain("relation");
      expect(html).not.toContain("secret");
    });
  }

  it("app/global-error.tsx brings its own document and title", () => {
    const html = renderToStaticMarkup(<GlobalError error={error} retry={() => {}} />);
    expect(html).toMatch(/^<html lang="en-IN">/);
    expect(html).toContain("<title>Something went wrong | Kurta Shop</title>");
  });
});
