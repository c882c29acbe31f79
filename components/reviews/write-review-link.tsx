import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { reviews } from "@/lib/i18n/messages/reviews";
import { translator } from "@/lib/i18n/translate";
import { reviewsPath } from "@/lib/paths";

/** The product page's way to the review form on /reviews/{id} (/hi/reviews/{id} from a Hindi page). */
export function WriteReviewLink({ productId, locale = "en" }: { productId: string; locale?: Locale }) {
  return (
    <Link
      href={`${localePath(locale, reviewsPath(productId))}#your-review`}
      className={buttonClasses("primary", "mt-5 ml-3 first-of-type:ml-0")}
    >
      {translator(locale, reviews)("writeReview")}
    </Link>
  );
}
