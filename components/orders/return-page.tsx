import Link from "next/link";
import { redirect } from "next/navigation";
import { PageWords } from "@/components/i18n/page-words";
import { ReturnForm } from "@/components/orders/return-form";
import { requireUserPage } from "@/lib/auth/page-guards";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { returns } from "@/lib/i18n/messages/returns";
import { translator } from "@/lib/i18n/translate";
import { getReturnForm } from "@/lib/orders/queries";
import { namesNothing } from "@/lib/http/response/not-found";
import { pageContext } from "@/lib/http/page-context";
import { orderPath, returnPath } from "@/lib/paths";

/** The return screen of an order in a language (app/(shop)/return/[id] in English, app/hi/(own)/return/[id] in Hindi). */
export async function ReturnPageView({ id, locale }: { id: string; locale: Locale }) {
  const caller = await requireUserPage(localePath(locale, returnPath(id)));
  // No returnable order of the caller's to load: back to the order's page, as the spec says.
  const order = await getReturnForm(pageContext(caller), id).catch((error: unknown) => {
    if (namesNothing(error)) return null;
    throw error;
  });
  if (!order) redirect(localePath(locale, orderPath(id)));
  const t = translator(locale, returns);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Link href={localePath(locale, orderPath(order.id))} className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">← </span>
        {t("page.back", { number: order.publicOrderId })}
      </Link>
      <h1 className="mb-1 mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{t("page.title")}</h1>
      <p className="mb-5 text-sm text-ink-muted">{t("page.intro")}</p>
      {order.offerTerms ? <p className="mb-5 text-sm text-ink-muted">{t("page.offerTerms")}</p> : null}
      <PageWords locale={locale} areas={{ returns }}>
        <ReturnForm
          orderId={order.id}
          lines={order.lines}
          cashOnDelivery={order.cashOnDelivery}
          creditBonusPercent={order.creditBonusPercent}
        />
      </PageWords>
    </div>
  );
}
