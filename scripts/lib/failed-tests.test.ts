import { describe, expect, it } from "vitest";
import { failedTests } from "./failed-tests";

describe("failedTests", () => {
  it("names each failed Vitest test with its file and the first line of its error, and a file that failed to load", () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/tests/integration/a.test.ts`,
          status: "failed",
          assertionResults: [
            { fullName: "orders places one", status: "passed" },
            {
              fullName: "orders refuses two",
              status: "failed",
              failureMessages: ["\u001b[31mAssertionError: expected 409\u001b[39m\n    at x"],
            },
          ],
        },
        { name: "tests/integration/b.test.ts", status: "failed", message: "Cannot find module './gone'", assertionResults: [] },
        { name: "tests/integration/c.test.ts", status: "passed", assertionResults: [{ fullName: "fine", status: "passed" }] },
      ],
    };
    expect(failedTests("vitest", report)).toEqual([
      "tests/integration/a.test.ts › orders refuses two: AssertionError: expected 409",
      "tests/integration/b.test.ts › (the file): Cannot find module './gone'",
    ]);
  });

  it("walks Playwright's nested suites for specs that did not pass, and keeps run errors", () => {
    const report = {
      suites: [
        {
          file: "checkout.spec.ts",
          specs: [{ title: "passes", ok: true, tests: [] }],
          suites: [
            {
              specs: [
                {
                  title: "pays by card",
                  ok: false,
                  tests: [{ results: [{}, { error: { message: "Error: expect(locator).toBeVisible() failed\n\nLocator: x" } }] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: "Error: Timed out waiting 600000ms from config.webServer." }],
    };
    expect(failedTests("playwright", report)).toEqual([
      "checkout.spec.ts › pays by card: Error: expect(locator).toBeVisible() failed (Locator: x)",
      "(run) › error: Error: Timed out waiting 600000ms from config.webServer.",
    ]);
  });

  it("names the line, the innermost failed step and the locator of a Playwright failure", () => {
    const message =
      "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByText('In cart: 1')\nExpected: visible";
    const report = {
      suites: [
        {
          file: "product-cart.spec.ts",
          specs: [
            {
              title: "Priya fills her cart",
              ok: false,
              tests: [
                {
                  results: [
                    {
                      error: { message },
                      errorLocation: { line: 42, column: 7 },
                      steps: [
                        { title: "opens the page" },
                        { title: "adds a size", error: { message }, steps: [{ title: "taps Add", error: { message } }] },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failedTests("playwright", report)).toEqual([
      "product-cart.spec.ts:42 › Priya fills her cart › taps Add: Error: expect(locator).toBeVisible() failed (Locator: getByText('In cart: 1'))",
    ]);
  });

  it("shortens a long first line", () => {
    const long = "x".repeat(300);
    const [line = ""] = failedTests("vitest", {
      testResults: [{ name: "a", status: "failed", assertionResults: [{ fullName: "t", status: "failed", failureMessages: [long] }] }],
    });
    expect(line.length).toBeLessThan(180);
    expect(line.endsWith("…")).toBe(true);
  });
});
