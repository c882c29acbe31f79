// The failed tests in a Vitest or Playwright JSON report, each as "file › title: first line of the error".
// A Playwright entry also names the line, the step that failed and the locator it waited for: CI prints
// only the summary's end, and "toBeVisible() failed" alone does not say which of a journey's checks broke.

type VitestReport = {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};
type PlaywrightStep = { title: string; error?: unknown; steps?: PlaywrightStep[] };
type PlaywrightResult = { error?: { message?: string }; errorLocation?: { line?: number }; steps?: PlaywrightStep[] };
type PlaywrightSuite = {
  file?: string;
  specs?: { title: string; ok: boolean; tests?: { results?: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { suites?: PlaywrightSuite[]; errors?: { message?: string }[] };

const ansi = new RegExp(String.raw`\u001b\[[0-9;]*m`, "g");

function firstLine(message: string | undefined): string {
  const line =
    (message ?? "")
      .replace(ansi, "")
      .split("\n")
      .find((text) => text.trim()) ?? "";
  const trimmed = line.trim();
  return trimmed.length > 160 ? `${trimmed.slice(0, 157)}…` : trimmed;
}

function entry(file: string, title: string, message?: string): string {
  const reason = firstLine(message);
  return `${file} › ${title}${reason ? `: ${reason}` : ""}`;
}

/** The innermost `test.step` that failed, if any. */
function failedStep(steps: PlaywrightStep[] | undefined): string | undefined {
  const step = (steps ?? []).find((candidate) => candidate.error);
  return step ? (failedStep(step.steps) ?? step.title) : undefined;
}

function playwrightEntry(file: string, title: string, result: PlaywrightResult | undefined): string {
  const message = result?.error?.message ?? "";
  const line = result?.errorLocation?.line;
  const step = failedStep(result?.steps);
  const locator = message
    .replace(ansi, "")
    .split("\n")
    .find((text) => text.startsWith("Locator: "));
  const where = `${file}${line ? `:${line}` : ""}`;
  const what = `${title}${step ? ` › ${step}` : ""}`;
  return `${entry(where, what, message)}${locator ? ` (${firstLine(locator)})` : ""}`;
}

function fromVitest(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const name = file.name.replace(`${process.cwd()}/`, "");
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (failed.length) return failed.map((test) => entry(name, test.fullName, test.failureMessages?.[0]));
    return file.status === "failed" ? [entry(name, "(the file)", file.message)] : [];
  });
}

function fromPlaywright(report: PlaywrightReport): string[] {
  const walk = (suite: PlaywrightSuite, file: string): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const result = spec.tests?.flatMap((test) => test.results ?? []).find((candidate) => candidate.error);
        return playwrightEntry(suite.file ?? file, spec.title, result);
      }),
    ...(suite.suites ?? []).flatMap((child) => walk(child, suite.file ?? file)),
  ];
  return [
    ...(report.suites ?? []).flatMap((suite) => walk(suite, suite.file ?? "")),
    ...(report.errors ?? []).map((error) => entry("(run)", "error", error.message)),
  ];
}

export function failedTests(kind: "vitest" | "playwright", report: unknown): string[] {
  return kind === "vitest" ? fromVitest(report as VitestReport) : fromPlaywright(report as PlaywrightReport);
}
