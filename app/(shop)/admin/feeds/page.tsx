import type { Metadata } from "next";
import Link from "next/link";
import { EmptyNote, PageTitle, Panel } from "@/components/admin/page-title";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { getEnv } from "@/lib/env";
import { absolute } from "@/lib/feeds/links";
import { feedsOverview } from "@/lib/feeds/overview";
import { pageContext } from "@/lib/http/page-context";

export const metadata: Metadata = { title: "Product feeds" };

// A per-user page: rendered in full per request with the response's CSP nonce (see app/(shop)/cart/page.tsx).
export const instant = false;

const IST = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export default async function FeedsPage() {
  const caller = await requireAdminPage("/admin/feeds");
  const { feeds, leftOut, leftOutCount } = await feedsOverview(pageContext(caller));
  const baseUrl = getEnv().APP_URL;
  return (
    <>
      <PageTitle
        title="Product feeds"
        note="Give these addresses to Google Merchant Center and Meta Commerce Manager: one item per size, at the prices the shop charges."
      />
      <div className="space-y-4">
        <Panel title="Feeds">
          <ul className="space-y-3 text-sm" data-testid="feeds">
            {feeds.map((feed) => (
              <li key={feed.name}>
                <p className="font-semibold">{feed.label}</p>
                <p className="break-all font-mono">{absolute(baseUrl, feed.path)}</p>
                <p className="text-ink-muted">
                  {feed.readAt ? `Last read ${IST.format(feed.readAt)} by ${feed.userAgent || "an unnamed reader"}` : "Not read yet"}
                </p>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={`Products left out (${leftOutCount})`}>
          {leftOut.length === 0 ? (
            <EmptyNote>Every product on sale is in the feeds.</EmptyNote>
          ) : (
            <ul className="space-y-1 text-sm" data-testid="feed-left-out">
              {leftOut.map((product) => (
                <li key={product.id}>
                  <Link href={`/admin/product/${product.id}`} className="font-semibold text-brand-700 underline">
                    {product.name}
                  </Link>
                  : {product.reasons.join(", ")}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
