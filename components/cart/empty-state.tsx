import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** An empty cart or wishlist, with the way back to the shop (in the page's language when it passes its words and home). */
export function EmptyState({
  title,
  text,
  action = "Continue shopping",
  home = "/",
}: {
  title: string;
  text: string;
  action?: string;
  home?: string;
}) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 px-4 py-12 text-center">
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-ink-muted">{text}</p>
      <Link href={home} className={buttonClasses("primary", "mt-5")}>
        {action}
      </Link>
    </div>
  );
}
