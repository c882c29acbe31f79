import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { CodConfirmation } from "@/components/orders/cod-confirmation";
import { loadCodConfirmation } from "@/lib/orders/cod/confirmation";

export const metadata: Metadata = { title: "Confirm your cash-on-delivery order", robots: { index: false, follow: false } };

// The texted link's page: its key stands for a login, so it is rendered per request; a wrong key is a 404.
export const instant = false;

export default async function CodConfirmationPage({ params, searchParams }: PageProps<"/cod/[id]">) {
  await connection();
  const [{ id }, { key }] = await Promise.all([params, searchParams]);
  const answerKey = typeof key === "string" ? key : "";
  const order = await loadCodConfirmation(id, answerKey);
  if (!order) notFound();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-10">
      <CodConfirmation order={order} answerKey={answerKey} />
    </div>
  );
}
