import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { reviewsPath } from "@/lib/paths";

/** The product page's way to the review form on /reviews/{id}. */
export function WriteReviewLink({ productId }: { productId: string }) {
  return (
    <Link href={`${reviewsPath(productId)}#your-review`} className={buttonClasses("primary", "mt-5 ml-3 first-of-type:ml-0")}>
      Write a review
    </Link>
  );
}
