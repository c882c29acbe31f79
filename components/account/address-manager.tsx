"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useServerState } from "@/components/forms/server-state";
import { addAddressAction, removeAddressAction, updateAddressAction } from "@/lib/accounts/actions";
import { secondLine } from "@/lib/accounts/addresses/address-lines";
import type { AddressInput } from "@/lib/accounts/address-schema";
import type { AddressView } from "@/lib/accounts/user-view";
import type { ActionResult } from "@/lib/http/action";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PlusIcon } from "@/components/ui/icons";
import { notify } from "@/components/ui/toast";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useT } from "@/components/i18n/locale-context";
import { checkout } from "@/lib/i18n/messages/checkout";
import { rememberedPin } from "@/components/shipping/remembered-pin";

// The form (react-hook-form, zod and the list of Indian cities) loads when it is first opened,
// so the pages that list addresses stay light.
const AddressForm = dynamic(() => import("./address-form").then((module) => module.AddressForm), {
  loading: () => <div aria-hidden="true" className="h-96 animate-pulse rounded-xl bg-stone-100" />,
});

/** What a new address starts with: the account's name and number (lib/accounts/address-book.ts, addressDefaults). */
export type AddressDefaults = { name: string; phoneNumber: string };

type Mode = { kind: "list" } | { kind: "add"; initial: AddressInput } | { kind: "edit"; address: AddressView };

/** A new address: the account's name and number, and the pin code last checked on a product page in this browser. */
function newAddress(defaults: AddressDefaults): AddressInput {
  return { ...defaults, pinCode: rememberedPin(), state: "", city: "", locality: "", landmark: "", addressLine1: "", addressLine2: "" };
}

function toInput(address: AddressView): AddressInput {
  const { name, addressLine1, addressLine2, locality, landmark, state, city, pinCode, phoneNumber } = address;
  return { name, addressLine1, addressLine2, locality, landmark, state, city, pinCode, phoneNumber };
}

/** On /booking the cards can be chosen: an address added or edited becomes the choice, a removal clears it. */
export type AddressSelection = {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** The saved addresses, each time the list changes (added, edited, removed). */
  onList: (addresses: AddressView[]) => void;
};

/** The saved addresses, each with Edit and Remove (and, with `selection`, a choice), and the add / edit form. */
export function AddressManager({
  initial,
  defaults,
  selection,
}: {
  initial: AddressView[];
  defaults: AddressDefaults;
  selection?: AddressSelection;
}) {
  const t = useT(checkout);
  const local = useLocalMessage();
  const [addresses, setAddresses] = useServerState(initial);
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const [removing, setRemoving] = useState<AddressView | null>(null);

  // Each action answers with the whole list: it becomes the list shown.
  async function run(
    loading: string,
    success: string,
    call: () => Promise<ActionResult<AddressView[]>>,
    chosen: (list: AddressView[]) => AddressView | undefined = () => undefined,
  ) {
    const result = await withLoadingToast(loading, call);
    if (result.ok) {
      setAddresses(result.data);
      selection?.onList(result.data);
      selection?.onSelect(chosen(result.data)?.id ?? null);
      notify.success(success);
    }
    return result;
  }

  async function save(values: AddressInput) {
    const editing = mode.kind === "edit" ? mode.address : null;
    const result = editing
      ? await run(
          t("address.saving"),
          t("address.updated"),
          () => updateAddressAction({ ...values, id: editing.id }),
          (list) => list.find((address) => address.id === editing.id),
        )
      : await run(
          t("address.saving"),
          t("address.added"),
          () => addAddressAction(values),
          (list) => list.find((address) => !addresses.some((old) => old.id === address.id)),
        );
    if (result.ok) setMode({ kind: "list" });
    return result;
  }

  async function remove(address: AddressView) {
    const result = await run(t("address.removing"), t("address.removed"), () => removeAddressAction(address.id));
    if (!result.ok) notify.error(local(result.message));
    if (mode.kind === "edit" && mode.address.id === address.id) setMode({ kind: "list" });
  }

  const editingId = mode.kind === "edit" ? mode.address.id : null;
  const shown = addresses.filter((address) => address.id !== editingId);

  return (
    <div className="space-y-4">
      {addresses.length === 0 && mode.kind === "list" ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center text-sm text-ink-muted">{t("address.none")}</p>
      ) : null}

      {shown.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {shown.map((address) => (
            <li
              key={address.id}
              className={`flex flex-col rounded-xl border p-4 ${selection?.selectedId === address.id ? "border-brand-700 ring-2 ring-brand-700" : "border-stone-200"}`}
            >
              {selection ? (
                <label className="mb-2 flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink">
                  <input
                    type="radio"
                    name="delivery-address"
                    className="size-5 accent-brand-700"
                    checked={selection.selectedId === address.id}
                    onChange={() => selection.onSelect(address.id)}
                  />
                  {t("address.deliverHere")}
                  <span className="sr-only">
                    : {address.name}, {address.addressLine1}
                  </span>
                </label>
              ) : null}
              <address className="flex-1 text-sm not-italic leading-relaxed text-ink-muted">
                <span className="block font-semibold text-ink">{address.name}</span>
                <span className="block">{address.addressLine1}</span>
                {secondLine(address) ? <span className="block">{secondLine(address)}</span> : null}
                <span className="block">
                  {address.city}, {address.state} {address.pinCode}
                </span>
                <span className="block">{t("address.phone", { phone: address.phoneNumber })}</span>
              </address>
              <div className="mt-3 flex gap-2">
                <Button
                  variant="secondary"
                  className="flex-1"
                  onClick={() => {
                    if (selection?.selectedId === address.id) selection.onSelect(null);
                    setMode({ kind: "edit", address });
                  }}
                >
                  {t("address.edit")}
                  <span className="sr-only">{t("address.ofName", { name: address.name })}</span>
                </Button>
                <Button variant="danger-ghost" className="flex-1" onClick={() => setRemoving(address)}>
                  {t("address.remove")}
                  <span className="sr-only">{t("address.ofName", { name: address.name })}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {mode.kind === "list" ? (
        <Button onClick={() => setMode({ kind: "add", initial: newAddress(defaults) })}>
          <PlusIcon className="size-4" />
          {t("address.add")}
        </Button>
      ) : (
        <AddressForm
          key={mode.kind === "edit" ? mode.address.id : "new"}
          title={mode.kind === "edit" ? t("address.editTitle") : t("address.add")}
          initial={mode.kind === "edit" ? toInput(mode.address) : mode.initial}
          onSave={save}
          onCancel={() => setMode({ kind: "list" })}
        />
      )}

      <ConfirmDialog
        open={removing !== null}
        title={t("address.removeTitle")}
        confirmLabel={t("address.removeConfirm")}
        destructive
        onConfirm={async () => {
          if (removing) await remove(removing);
        }}
        onClose={() => setRemoving(null)}
      >
        {removing ? (
          <p>
            {t("address.removeText", {
              address: `${removing.name}, ${removing.addressLine1}, ${removing.city} ${removing.pinCode}`,
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
