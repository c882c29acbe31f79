"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { setCategoryCodAction } from "@/lib/catalog-admin/actions";
import type { CategoryCod } from "@/lib/catalog-admin/categories/category-cod";

/** Manage Category's line for cash on delivery: how many products allow it, and a switch for all of them, asked once. */
export function CategoryCodSwitch({ id, name, count }: { id: string; name: string; count: CategoryCod }) {
  const router = useRouter();
  const [asking, setAsking] = useState<boolean | null>(null);
  const products = `${count.total} ${count.total === 1 ? "product" : "products"}`;

  async function apply(on: boolean) {
    const result = await withLoadingToast("Updating Category", () => setCategoryCodAction(id, on));
    if (!result.ok) {
      notify.error(result.message);
      return false;
    }
    notify.success(result.data);
    router.refresh();
  }

  return (
    <div className="flex w-full flex-wrap items-center gap-x-2 gap-y-1 text-sm sm:pl-15">
      <span className="basis-full text-ink-muted sm:flex-1 sm:basis-auto" data-testid="category-cod">
        Cash on delivery: {count.on} of {products}
      </span>
      {count.total > 0 ? (
        <div className="grid w-full gap-2 sm:flex sm:w-auto">
          <Button variant="secondary" disabled={count.on === count.total} onClick={() => setAsking(true)}>
            Turn on for all<span className="sr-only"> of {name}</span>
          </Button>
          <Button variant="ghost" disabled={count.on === 0} onClick={() => setAsking(false)}>
            Turn off for all<span className="sr-only"> of {name}</span>
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={`Turn cash on delivery ${asking ? "on" : "off"} for ${name}?`}
        confirmLabel={asking ? "Turn on for all" : "Turn off for all"}
        onConfirm={() => apply(asking === true)}
        onClose={() => setAsking(null)}
      >
        <p>
          {asking
            ? `Shoppers will be able to pay cash on delivery for all ${products} of ${name}, within the shop's limit per order.`
            : `Shoppers will have to pay online for all ${products} of ${name}, and a cart holding one cannot be paid on delivery.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}
