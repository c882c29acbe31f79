import { notFound } from "next/navigation";
import { connection } from "next/server";
import { FailedDeliveryAnswer } from "@/components/orders/failed-delivery-answer";
import type { Locale } from "@/lib/i18n/locales";
import { loadFailedDelivery } from "@/lib/orders/shipments/failed-deliveries";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The emailed link's page of a failed delivery (/delivery/[id] and /hi/delivery/[id]): its key stands for a login; a wrong key is a 404. */
export async function FailedDeliveryPageView({ params, searchParams, locale }: Props & { locale: Locale }) {
  await connection();
  const [{ id }, { key }] = await Promise.all([params, searchParams]);
  const answerKey = typeof key === "string" ? key : "";
  const failure = await loadFailedDelivery(id, answerKey);
  if (!failure) notFound();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <FailedDeliveryAnswer failure={failure} answerKey={answerKey} locale={locale} />
    </div>
  );
}
