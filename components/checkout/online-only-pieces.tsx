"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import type { CartItem } from "@/lib/cart/view";
import { productNameOf } from "@/components/cart/line-image";
import { moveCartLinesToWishlistAction } from "@/lib/wishlist/actions";
import { useT } from "@/components/i18n/locale-context";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { checkout } from "@/lib/i18n/messages/checkout";

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
  const t = useT(checkout);
  const local = useLocalMessage();

  async function moveToWishlist() {
    if (moving) return;
    setMoving(true);
    const result = await withLoadingToast(t("onlineOnly.moving"), () =>
      moveCartLinesToWishlistAction({ sizeIds: items.map((item) => item.sizeId) }),
    );
    if (result.ok)
      notify.success(result.data.moved === 1 ? t("onlineOnly.movedOne") : t("onlineOnly.movedMany", { count: result.data.moved }));
    else notify.error(local(result.message));
    setMoving(false);
    router.refresh();
  }

  return (
    <section aria-labelledby="online-only" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-3 text-sm text-amber-950">
      <h3 id="online-only" className="font-semibold">
        {t(items.length === 1 ? "onlineOnly.titleOne" : "onlineOnly.titleMany")}
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
          {t("onlineOnly.move")}
        </Button>
        <Button className="w-full" aria-disabled={disabled || moving} onClick={onPayOnline}>
          {t("onlineOnly.payOnline")}
        </Button>
      </div>
      <p className="mt-2 text-xs">{t("onlineOnly.note")}</p>
    </section>
  );
}
