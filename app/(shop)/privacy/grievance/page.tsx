import { StaticPage } from "@/components/layout/static-page";
import { GrievanceForm } from "@/components/privacy/grievance-form";
import { GRIEVANCE_OFFICER } from "@/lib/privacy/notice";
import { GRIEVANCE_ANSWER_DAYS } from "@/lib/privacy/schemas";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Privacy request or complaint",
  description: "Ask for your data, its correction or erasure, withdraw a consent, or complain about how Kurta Shop used your data.",
  path: "/privacy/grievance",
});

// The grievance form of the privacy notice (decision 110): no login needed; the owner's queue answers by email.
export default function GrievancePage() {
  return (
    <StaticPage eyebrow="Privacy" title="Privacy request or complaint">
      <p>
        Write to our {GRIEVANCE_OFFICER.title}: ask for a copy of your data, its correction or erasure, withdraw a consent, or complain
        about how we used your data. We answer by email within {GRIEVANCE_ANSWER_DAYS} days at the latest. If you are not satisfied with our
        answer, you may complain to the Data Protection Board of India.
      </p>
      <GrievanceForm />
    </StaticPage>
  );
}
