import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { reviews } from "@/lib/i18n/messages/reviews";
import { translator } from "@/lib/i18n/translate";
import { reviewsPath } from "@/lib/paths";

/** The product page's way to the review form on /reviews/{id}. */
export function WriteReviewLink({ productId, locale = "en" }: { productId: string; locale?: Locale }) {
  return (
    <Link href={`${reviewsPath(productId)}#your-review`} className={buttonClasses("primary", "mt-5 ml-3 first-of-type:ml-0")}>
      {translator(locale, reviews)("writeReview")}
    </Link>
  );
}
