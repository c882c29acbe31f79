import { formatINR } from "@/lib/pricing/money";

/**
 * Whether this kurta can be paid cash on delivery, said where the shopper chooses it (the product page beside the
 * pin-code check, and the quick view). `maxPaise` is the shop's limit for a cash-on-delivery order
 * (COD_MAX_ORDER_RUPEES), when the page knows it; booking decides again for the whole cart (lib/orders/place/cod.ts).
 */
export function CodNote({ cashOnDelivery, maxPaise, className = "" }: { cashOnDelivery: boolean; maxPaise?: number; className?: string }) {
  const open = cashOnDelivery && maxPaise !== 0;
  return (
    <p className={`text-sm ${className}`}>
      {open ? (
        <>
          <span className="font-semibold text-green-800">Cash on delivery available</span> for this kurta
          {maxPaise ? `, on orders up to ${formatINR(maxPaise)}` : ""}.
        </>
      ) : (
        <>
          <span className="font-semibold text-ink">Cash on delivery is not available</span>{" "}
          {cashOnDelivery ? "at the moment" : "for this kurta"}: pay online with UPI, cards or net banking.
        </>
      )}
    </p>
  );
}
