"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { sendForm } from "./send-form";

type Report = { rows: number; created: number; updated: number; errors: { line: number; message: string }[]; applied: boolean };

/** Import a catalogue CSV: a dry run listing each row's errors, then Apply, with a progress bar. */
export function CsvImport() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [message, setMessage] = useState("");
  const [progress, setProgress] = useState<number | null>(null);

  async function run(mode: "dry-run" | "apply") {
    if (!file) return setMessage("Choose a CSV file to import");
    const form = new FormData();
    form.append("file", file, file.name);
    form.append("mode", mode);
    setProgress(0);
    const answer = await sendForm("POST", "/api/v1/products/importCsv", form, setProgress);
    setProgress(null);
    setMessage(answer.message ?? "");
    if (!answer.success) return setReport(null);
    const result = answer as unknown as Report;
    setReport(result);
    if (result.applied) {
      notify.success(answer.message ?? "Imported");
      router.refresh();
    }
  }

  return (
    <section aria-labelledby="csv-import-title" className="mt-10 rounded-xl border border-stone-200 p-4">
      <h2 id="csv-import-title" className="mb-2 text-lg font-bold">
        Import CSV
      </h2>
      <p className="mb-3 text-sm text-ink-muted">Same columns as the export. Check the file first; nothing changes until you apply it.</p>
      <label htmlFor="csv-file" className="mb-1 block text-sm font-medium">
        CSV file
      </label>
      <input
        id="csv-file"
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setReport(null);
          setMessage("");
        }}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={progress !== null} onClick={() => run("dry-run")}>
          Check file
        </Button>
        <Button disabled={progress !== null || !report || report.errors.length > 0 || report.applied} onClick={() => run("apply")}>
          Apply import
        </Button>
      </div>
      {progress !== null ? (
        <div className="mt-3">
          <label htmlFor="csv-progress" className="text-sm">
            {progress < 1 ? "Uploading" : "Processing"}
          </label>
          <progress id="csv-progress" max={1} value={progress < 1 ? progress : undefined} className="block w-full" />
        </div>
      ) : null}
      <p role="status" className="mt-3 text-sm font-medium">
        {message}
      </p>
      {report && report.errors.length > 0 ? (
        <ul className="mt-2 max-h-64 list-disc overflow-auto pl-5 text-sm text-red-800">
          {report.errors.map((error, index) => (
            <li key={index}>
              Line {error.line}: {error.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
