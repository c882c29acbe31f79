import type { Metadata } from "next";
import Form from "next/form";
import { EmptyNote, PageTitle } from "@/components/admin/page-title";
import { AuditData } from "@/components/admin/audit-data";
import { Pagination } from "@/components/catalog/pagination";
import { buttonClasses } from "@/components/ui/button";
import { listAuditEntries } from "@/lib/admin/audit";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { AppError } from "@/lib/errors";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "Audit Log" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AuditPage({ searchParams }: PageProps<"/admin/audit">) {
  const caller = await requireAdminPage("/admin/audit");
  const params = await searchParams;
  const query = { entity: first(params.entity), page: first(params.page) };
  const result = await listAuditEntries(pageContext(caller), query).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "validation") return error.message;
    throw error;
  });
  const hrefFor = (page: number) => {
    const next = new URLSearchParams();
    if (query.entity) next.set("entity", query.entity);
    if (page > 1) next.set("page", String(page));
    return `/admin/audit${next.size > 0 ? `?${next}` : ""}`;
  };

  return (
    <>
      <PageTitle title="Audit Log" note="Who changed what, newest first. Each entry was written in the same transaction as its change." />
      {typeof result === "string" ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {result}
        </p>
      ) : (
        <>
          <Form
            action="/admin/audit"
            className="mb-5 flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:p-4"
          >
            <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium text-ink">
              Entity
              <select
                name="entity"
                defaultValue={result.entity ?? ""}
                className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-normal"
              >
                <option value="">All entities</option>
                {result.entities.map((entity) => (
                  <option key={entity} value={entity}>
                    {entity}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={buttonClasses("primary")}>
              Apply
            </button>
          </Form>
          {result.entries.length === 0 ? (
            <EmptyNote>No Entries Found</EmptyNote>
          ) : (
            <ol aria-label="Audit entries" className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
              {result.entries.map((entry) => (
                <li key={entry.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4 sm:p-4">
                  <time dateTime={entry.createdAt.toISOString()} className="text-ink-muted tabular-nums">
                    {entry.createdAt.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" })}
                  </time>
                  <div className="min-w-0">
                    <p>
                      <span className="font-semibold text-ink">{entry.action}</span>{" "}
                      <span className="text-ink-muted">
                        on {entry.entityType} <span className="break-all font-mono text-xs">{entry.entityId}</span>
                      </span>
                    </p>
                    <p className="text-ink-muted">
                      by{" "}
                      {entry.actor ? `${entry.actor.name} (${entry.actor.email ?? "mobile account"})` : "the system or a deleted account"}
                    </p>
                    <AuditData data={entry.data} />
                  </div>
                </li>
              ))}
            </ol>
          )}
          <Pagination currentPage={result.pagination.currentPage} totalPages={result.pagination.totalPages} hrefFor={hrefFor} />
        </>
      )}
    </>
  );
}
