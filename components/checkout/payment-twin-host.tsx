"use client";

import dynamic from "next/dynamic";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { CheckoutResponse } from "./booking-messages";
import type { TwinCheckout } from "./payment-window";

// The test-payment window is code the shopper needs only after pressing Pay … now.
const TestPaymentDialog = dynamic(() => import("./test-payment-dialog").then((module) => module.TestPaymentDialog), { ssr: false });

export type OpenTwin = TwinCheckout & {
  onPaid: (response: CheckoutResponse) => void;
  onFailed: () => void;
  onDismiss: () => void;
};

const ShowTwin = createContext<((twin: OpenTwin | null) => void) | null>(null);

/**
 * Holds the booking page's test-payment window above the booking form: placing an order that asks an
 * advance empties the cart, and the page's refresh then shows the empty cart in the form's place; the
 * window, and the advance being paid, outlive the form.
 */
export function PaymentTwinHost({ children }: { children: ReactNode }) {
  const [twin, setTwin] = useState<OpenTwin | null>(null);
  return (
    <ShowTwin.Provider value={setTwin}>
      {children}
      {twin ? <TestPaymentDialog key={twin.orderId} {...twin} /> : null}
    </ShowTwin.Provider>
  );
}

/** Opens (or, with null, closes) the host's test-payment window. */
export function useShowTwin(): (twin: OpenTwin | null) => void {
  const show = useContext(ShowTwin);
  if (!show) throw new Error("useShowTwin needs a PaymentTwinHost above it");
  return show;
}
