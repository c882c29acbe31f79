"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { useFreshOnReturn, useServerState } from "@/components/forms/server-state";
import type { WishlistItem } from "@/lib/wishlist/view";
import type { ActionResult } from "@/lib/http/action";
import { moveWishlistToCartAction, removeFromWishlistAction } from "@/lib/wishlist/actions";
import { Button } from "@/components/ui/button";
import { SpinnerIcon } from "@/components/ui/icons";
import { notify } from "@/components/ui/toast";
import { callAction } from "@/components/forms/action-helpers";
import { EmptyState } from "./empty-state";
import { LineImage, productNameOf } from "./line-image";
import { formatINR } from "@/lib/pricing/money";
import { Notices } from "./notices";
import { useViewer } from "@/components/layout/viewer-provider";
import { productPath } from "@/lib/paths";

type Busy = { sizeId: string; kind: "remove" | "move" } | null;

/** The wishlist's cards with Remove and Move to Cart; each change answers the remaining wishlist. */
export function WishlistContents({ initial, notices: initialNotices }: { initial: WishlistItem[]; notices: string[] }) {
  const { setCartCount } = useViewer();
  const [items, setItems] = useServerState(initial);
  const [notices, setNotices] = useServerState(initialNotices);
  useFreshOnReturn();
  const [busy, setBusy] = useState<Busy>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  async function run<T extends { wishlist: WishlistItem[]; notices: string[]; cart?: unknown[] }>(
    item: WishlistItem,
    kind: "remove" | "move",
    call: () => Promise<ActionResult<T>>,
    success: string,
  ) {
    setBusy({ sizeId: item.sizeId, kind });
    const result = await callAction(call);
    setBusy(null);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    setItems(result.data.wishlist);
    setNotices(result.data.notices);
    notify.success(success);
    heading.current?.focus();
    // A move answers the cart too: the header takes its size.
    if (result.data.cart) setCartCount(result.data.cart.length);
  }

  return (
    <div className="space-y-4">
      <Notices notices={notices} />
      {items.length === 0 ? (
        <EmptyState title="Your wishlist is empty" text="Save the kurtas you love and come back to them any time." />
      ) : (
        <section aria-labelledby="wishlist-items">
          <h2 id="wishlist-items" ref={heading} tabIndex={-1} className="mb-3 text-sm font-medium text-ink-muted focus:outline-none">
            <span aria-live="polite">
              {items.length} {items.length === 1 ? "item" : "items"} saved
            </span>
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <WishlistCard
                key={item.sizeId}
                item={item}
                busy={busy?.sizeId === item.sizeId ? busy.kind : null}
                disabled={busy !== null}
                onRemove={() => run(item, "remove", () => removeFromWishlistAction({ sizeId: item.sizeId }), "Removed from wishlist")}
                onMove={() => run(item, "move", () => moveWishlistToCartAction({ sizeId: item.sizeId }), "Moved to cart")}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function WishlistCard({
  item,
  busy,
  disabled,
  onRemove,
  onMove,
}: {
  item: WishlistItem;
  busy: "remove" | "move" | null;
  disabled: boolean;
  onRemove: () => void;
  onMove: () => void;
}) {
  return (
    <li aria-busy={busy !== null} className="flex flex-col rounded-xl border border-stone-200 bg-white p-3">
      <div className="flex flex-1 gap-3">
        <LineImage src={item.image} className="w-24" />
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold leading-snug">
            <Link href={productPath(item.slug)} className="rounded-sm hover:text-brand-700 hover:underline">
              {productNameOf(item)}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm text-ink-muted">
            Colour: {item.colorName} <span aria-hidden="true">·</span> Size: {item.size}
          </p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold">{formatINR(item.priceWithGstPaise)}</span>
            <span className="text-xs text-ink-muted">incl. GST</span>
          </p>
          {item.inStock ? null : <p className="mt-1 text-sm font-medium text-red-700">Out of stock</p>}
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          variant="primary"
          className="px-2"
          aria-label={`Move to Cart: ${item.name}`}
          disabled={disabled || !item.inStock}
          onClick={onMove}
        >
          {busy === "move" ? <SpinnerIcon className="size-4" /> : null}
          Move to Cart
        </Button>
        <Button
          variant="secondary"
          className="px-2"
          aria-label={`Remove ${item.name} from wishlist`}
          disabled={disabled}
          onClick={onRemove}
        >
          {busy === "remove" ? <SpinnerIcon className="size-4" /> : null}
          Remove
        </Button>
      </div>
    </li>
  );
}
