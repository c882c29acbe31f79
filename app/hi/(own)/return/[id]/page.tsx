import type { Metadata } from "next";
import { ReturnPageView } from "@/components/orders/return-page";

export const metadata: Metadata = { title: "सामान लौटाएँ", robots: { index: false, follow: false } };

export default async function HindiReturnPage({ params }: { params: Promise<{ id: string }> }) {
  return <ReturnPageView id={(await params).id} locale="hi" />;
}
