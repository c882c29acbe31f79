// The failed tests in a Vitest or Playwright JSON report, each as "file › title: first line of the error".

type VitestReport = {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};
type PlaywrightSuite = {
  file?: string;
  specs?: { title: string; ok: boolean; tests?: { results?: { error?: { message?: string } }[] }[] }[];
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
        const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
        return entry(suite.file ?? file, spec.title, error?.message);
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
