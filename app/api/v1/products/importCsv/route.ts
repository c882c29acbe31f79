import { importCatalogCsv, MAX_IMPORT_BYTES } from "@/lib/catalog-admin/csv/csv-import";
import { apiRoute } from "@/lib/http/api-route";

// Beyond the spec: multipart `file` (the CSV) and `mode` ("dry-run", the default, or "apply").
export const POST = apiRoute(
  "admin",
  async (ctx, input) => {
    const report = await importCatalogCsv(ctx, { file: input.file, apply: input.mode === "apply" });
    const message = report.applied
      ? `Imported ${report.rows} rows: ${report.created} products created, ${report.updated} updated`
      : report.errors.length > 0
        ? `${report.errors.length} ${report.errors.length === 1 ? "error" : "errors"}: nothing was imported`
        : `${report.rows} rows are ready to import`;
    return { message, ...report };
  },
  { uploads: true, uploadLimit: MAX_IMPORT_BYTES + 1024 * 1024 },
);
