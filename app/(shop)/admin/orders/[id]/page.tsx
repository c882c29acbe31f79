import type { Metadata } from "next";
import { adminOrderPage } from "@/components/admin/admin-order-page";

export const metadata: Metadata = { title: "Order details" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

export default adminOrderPage("Order");
