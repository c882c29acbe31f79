import { notFound } from "next/navigation";
import { connection } from "next/server";
import { CodConfirmation } from "@/components/orders/cod-confirmation";
import { loadCodConfirmation } from "@/lib/orders/cod/confirmation";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The texted link's page (/cod/[id] and /hi/cod/[id], whose words follow the page's language): its key stands for a login; a wrong key is a 404. */
export async function CodConfirmationPageView({ params, searchParams }: Props) {
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
