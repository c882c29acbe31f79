import type { Metadata } from "next";
import { CodConfirmationPageView } from "@/components/orders/cod-confirmation-page";

export const metadata: Metadata = { title: "Confirm your cash-on-delivery order", robots: { index: false, follow: false } };

// The texted link's page: its key stands for a login, so it is rendered per request.
export const instant = false;

export default function CodConfirmationPage(props: PageProps<"/cod/[id]">) {
  return <CodConfirmationPageView {...props} />;
}
