import "server-only";
import { addressDefaults, listAddresses } from "@/lib/accounts/address-book";
import type { AddressView } from "@/lib/accounts/user-view";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { cartTotalFor, getCart } from "@/lib/cart/queries";
import type { CartView } from "@/lib/cart/view";
import { getDb } from "@/lib/db";
import { cashRoundOff } from "@/lib/pricing";
import { readBalance } from "@/lib/store-credit/ledger";
import { askCod } from "./cod-rules/ask";
import { codMaxPaise, type CodAdvanceAsk, type CodDecision } from "./cod-rules/decide";

// What the booking page shows: the cart (priced as the cart page prices it), the saved
// addresses, and whether cash on delivery is open to this cart (the server decides again).
/**
 * Cash on delivery allowed (what the courier collects: the fee in, rounded to the rupee; `advance`: a part the rules ask paid
 * online first, with why and its terms), or refused with the rule's reason.
 */
export type CodChoice =
  | { ok: true; feePaise: number; roundOffPaise: number; totalPaise: number; advance: CodAdvanceAsk | null }
  | Extract<CodDecision, { ok: false }>;

function codChoice(decision: CodDecision): CodChoice {
  if (!decision.ok) return decision;
  const roundOffPaise = cashRoundOff(decision.totalPaise);
  return {
    ok: true,
    feePaise: decision.feePaise,
    roundOffPaise,
    totalPaise: decision.totalPaise + roundOffPaise,
    advance: decision.advance ?? null,
  };
}

export type BookingView = {
  cart: CartView;
  addresses: AddressView[];
  /** What a new address starts with: the account's name and number. */
  addressDefaults: { name: string; phoneNumber: string };
  isVerified: boolean;
  /**
   * Cash on delivery for this cart, before an address is chosen and for each saved address (the server decides again);
   * `onlineOffers`: the offers in the cart's total that only paying online gets, which a cash order goes without;
   * `offersWithGstPaise`: what the offers a cash order keeps take off, GST included (the cart's figure when it keeps all).
   */
  cod: {
    beforeAddress: CodChoice;
    byAddress: Record<string, CodChoice>;
    maxPaise: number;
    feePaise: number;
    onlineOffers: string[];
    offersWithGstPaise: number;
  };
  /** The address chosen before the shopper chooses: the only one, or the one the last order went to; null when unsure. */
  preselectedAddressId: string | null;
  /** The shopper's store-credit balance, which she may spend on this order (issue 51). */
  storeCreditPaise: number;
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
  const lines = products.map((product) => ({ productId: product.id, productName: product.name, cashOnDelivery: product.cashOnDelivery }));
  const now = new Date();
  // An offer for paying online is in the cart's total; cash pays without it (the booking shows so and asks).
  const onlineOffers = cart.promotions
    .filter((promotion) => promotion.note)
    .map((promotion) => (promotion.code ? `${promotion.title} (${promotion.code})` : promotion.title));
  const goodsPaise = onlineOffers.length > 0 ? await cartTotalFor(caller.id, "COD", now) : cart.totals.totalPaise;
  const question = { buyerId: caller.id, lines, goodsPaise };
  const [preselectedAddressId, { rules, decisions }, storeCreditPaise] = await Promise.all([
    preselectedAddress(caller.id, addresses),
    askCod(question, [null, ...addresses], now),
    readBalance(getDb(), caller.id, now),
  ]);
  const [before, ...byAddress] = decisions.map(codChoice);
  return {
    cart,
    addresses,
    addressDefaults: defaults,
    isVerified: caller.isVerified,
    cod: {
      beforeAddress: before!,
      byAddress: Object.fromEntries(addresses.map((address, index) => [address.id, byAddress[index]!])),
      maxPaise: codMaxPaise(rules),
      feePaise: rules.feePaise,
      onlineOffers,
      // The pieces at their prices with GST, less what the goods cost paid in cash.
      offersWithGstPaise: cart.totals.totalPaise + cart.totals.offersWithGstPaise - goodsPaise,
    },
    preselectedAddressId,
    storeCreditPaise,
  };
}
