import "server-only";
import { callerFrom } from "@/lib/auth/caller";
import { pageContext } from "@/lib/http/page-context";
import { isOurParcel } from "@/lib/shipping/tracking";
import { toAppError } from "@/lib/to-app-error";
import { isFailedDeliveryKey } from "./model/failed-delivery-link";
import { isCodConfirmKey } from "./model/cod-link";
import { mayReadOrder } from "./queries";

// The per-order pages are streamed behind a prerendered shell (Cache Components), so a notFound()
// inside them comes after the status is sent and answers 200. middleware.ts asks here first, before
// anything renders, and answers a real 404 to anyone who may not see the page. (The invoice and
// credit-note PDFs are route handlers, which set their own status.) The Hindi pages (/hi/…) are asked alike.
const PAGES: { path: RegExp; visible: (key: string, headers: Headers, search: URLSearchParams) => Promise<boolean> }[] = [
  {
    path: /^(?:\/hi)?\/(?:orders|return)\/([^/]+)\/?$/,
    visible: async (id, headers) => mayReadOrder(pageContext(await callerFrom(headers)), id),
  },
  { path: /^\/track\/([^/]+)\/?$/, visible: (awb) => isOurParcel(awb) },
  // A failed delivery's page opens with the emailed link's key, which only the shop can sign.
  { path: /^(?:\/hi)?\/delivery\/([^/]+)\/?$/, visible: async (id, _, search) => isFailedDeliveryKey(id, search.get("key") ?? "") },
  // So does a cash-on-delivery order's confirmation page, with the texted link's key.
  { path: /^(?:\/hi)?\/cod\/([^/]+)\/?$/, visible: async (id, _, search) => isCodConfirmKey(id, search.get("key") ?? "") },
];

/** Whether the page at this path may be shown to the request's caller; null for any other page. */
export async function orderPageVisible(pathname: string, headers: Headers, search: URLSearchParams): Promise<boolean | null> {
  for (const page of PAGES) {
    const match = page.path.exec(pathname);
    if (!match) continue;
    try {
      return await page.visible(decodeURIComponent(match[1]!), headers, search);
    } catch (error) {
      // A key that cannot be decoded or stored (a NUL byte, broken UTF-8) names no order.
      if (error instanceof URIError || toAppError(error)?.code === "validation") return false;
      throw error;
    }
  }
  return null;
}
