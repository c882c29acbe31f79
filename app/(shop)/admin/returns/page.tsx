import type { Metadata } from "next";
import { orderListPage } from "@/components/admin/order-list-page";

export const metadata: Metadata = { title: "Manage Returns" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default orderListPage("Returns");
