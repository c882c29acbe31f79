"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import type { CartItem } from "@/lib/cart/view";
import { productNameOf } from "@/components/cart/line-image";
import { moveCartLinesToWishlistAction } from "@/lib/wishlist/actions";

/**
 * A mixed cart on the booking page: the pieces cash on delivery cannot pay, and the two ways on:
 * move them to the wishlist (the rest can then be paid in cash) or pay online for the whole order.
 */
export function OnlineOnlyPieces({
  items,
  disabled,
  onPayOnline,
}: {
  items: readonly CartItem[];
  disabled: boolean;
  onPayOnline: () => void;
}) {
  const router = useRouter();
  const [moving, setMoving] = useState(false);

  async function moveToWishlist() {
    if (moving) return;
    setMoving(true);
    const result = await withLoadingToast("Moving to your wishlist...", () =>
      moveCartLinesToWishlistAction({ sizeIds: items.map((item) => item.sizeId) }),
    );
    if (result.ok)
      notify.success(result.data.moved === 1 ? "Moved 1 item to your wishlist" : `Moved ${result.data.moved} items to your wishlist`);
    else notify.error(result.message);
    setMoving(false);
    router.refresh();
  }

  return (
    <section aria-labelledby="online-only" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-3 text-sm text-amber-950">
      <h3 id="online-only" className="font-semibold">
        Cash on delivery is not available for {items.length === 1 ? "this item" : "these items"}
      </h3>
      <ul className="mt-2 space-y-1">
        {items.map((item) => (
          <li key={item.sizeId}>
            {productNameOf(item)}{" "}
            <span className="text-amber-900">
              ({item.colorName}, {item.size})
            </span>
            {item.quantity > 1 ? ` × ${item.quantity}` : ""}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2">
        <Button variant="secondary" className="w-full" aria-disabled={disabled || moving} onClick={() => void moveToWishlist()}>
          Move to wishlist
        </Button>
        <Button className="w-full" aria-disabled={disabled || moving} onClick={onPayOnline}>
          Pay online for the whole order
        </Button>
      </div>
      <p className="mt-2 text-xs">Moved items stay in your wishlist; the rest of your order can then be paid in cash.</p>
    </section>
  );
}
