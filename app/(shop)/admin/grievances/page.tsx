import type { Metadata } from "next";
import { GrievanceQueue } from "@/components/admin/grievance-queue";
import { PageTitle } from "@/components/admin/page-title";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { pageContext } from "@/lib/http/page-context";
import { listGrievances } from "@/lib/privacy/grievances";
import { GRIEVANCE_ANSWER_DAYS } from "@/lib/privacy/schemas";

export const metadata: Metadata = { title: "Grievances" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default async function GrievancesPage() {
  const caller = await requireAdminPage("/admin/grievances");
  const grievances = await listGrievances(pageContext(caller));
  return (
    <>
      <PageTitle
        title="Grievances"
        note={`Privacy complaints and requests. The Rules give ${GRIEVANCE_ANSWER_DAYS} days to answer; the soonest deadline is first.`}
      />
      <GrievanceQueue grievances={grievances} />
    </>
  );
}
