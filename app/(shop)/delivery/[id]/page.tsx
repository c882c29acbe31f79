import type { Metadata } from "next";
import { FailedDeliveryPageView } from "@/components/orders/failed-delivery-page";

export const metadata: Metadata = { title: "We could not deliver your parcel", robots: { index: false, follow: false } };

// The emailed link's page: its key stands for a login, so it is rendered per request.
export const instant = false;

export default function FailedDeliveryPage(props: PageProps<"/delivery/[id]">) {
  return <FailedDeliveryPageView {...props} locale="en" />;
}
