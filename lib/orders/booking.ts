import "server-only";
import { addressDefaults, listAddresses } from "@/lib/accounts/addresses";
import type { AddressView } from "@/lib/accounts/user-view";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getCart } from "@/lib/cart/queries";
import type { CartView } from "@/lib/cart/view";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { cashRoundOff } from "@/lib/pricing";
import { codRefusal } from "./place/cod";

// What the booking page shows: the cart (priced as the cart page prices it), the saved
// addresses, and whether cash on delivery is open to this cart (the server decides again).
export type BookingView = {
  cart: CartView;
  addresses: AddressView[];
  /** What a new address starts with: the account's name and number. */
  addressDefaults: { name: string; phoneNumber: string };
  isVerified: boolean;
  /** Null when cash on delivery may be chosen, else why not (naming the items). */
  codRefusal: string | null;
  codMaxPaise: number;
  /** Cash on delivery collects whole rupees: the cart's total with this round-off (the order stores the same). */
  cashRoundOffPaise: number;
  /** The address chosen before the shopper chooses: the only one, or the one the last order went to; null when unsure. */
  preselectedAddressId: string | null;
};

/** The lone saved address, or the saved address the latest order was sent to (orders keep a copy, so it is matched by content). */
async function preselectedAddress(userId: string, addresses: AddressView[]): Promise<string | null> {
  if (addresses.length <= 1) return addresses[0]?.id ?? null;
  const last = await getDb().order.findFirst({
    where: { userId, orderType: "ORDER" },
    orderBy: { createdAt: "desc" },
    select: { shipName: true, shipAddressLine1: true, shipPinCode: true, shipPhoneNumber: true },
  });
  if (!last) return null;
  const match = addresses.find(
    (address) =>
      address.name === last.shipName &&
      address.addressLine1 === last.shipAddressLine1 &&
      address.pinCode === last.shipPinCode &&
      address.phoneNumber === last.shipPhoneNumber,
  );
  return match?.id ?? null;
}

export async function getBooking(ctx: Ctx): Promise<BookingView> {
  const caller = requireUser(ctx.caller);
  const [cart, addresses, defaults] = await Promise.all([getCart(ctx), listAddresses(ctx), addressDefaults(ctx)]);
  const productIds = [...new Set(cart.cart.map((item) => item.productId))];
  const products = await getDb().product.findMany({
    where: { id: { in: productIds } },
    select: { id: true, name: true, cashOnDelivery: true },
  });
  const codMaxPaise = getEnv().COD_MAX_ORDER_RUPEES * 100;
  const preselectedAddressId = await preselectedAddress(caller.id, addresses);
  const lines = products.map((product) => ({ productName: product.name, cashOnDelivery: product.cashOnDelivery }));
  return {
    cart,
    addresses,
    addressDefaults: defaults,
    isVerified: caller.isVerified,
    codRefusal: cart.cart.length > 0 ? codRefusal(lines, cart.totals.totalPaise, codMaxPaise) : null,
    codMaxPaise,
    cashRoundOffPaise: cashRoundOff(cart.totals.totalPaise),
    preselectedAddressId,
  };
}
