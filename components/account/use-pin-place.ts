"use client";

import { useCallback, useRef, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { checkout } from "@/lib/i18n/messages/checkout";
import { translator } from "@/lib/i18n/translate";

/** GET /api/v1/pincode's answer. */
export type PinPlace = { pinCode: string; state: string; city: string; cities: string[]; localities: string[] };

export type PinLookup =
  | { kind: "idle" }
  | { kind: "looking"; pin: string }
  | { kind: "found"; place: PinPlace }
  | { kind: "missing"; pin: string }
  | { kind: "failed"; pin: string };

/** The place of the last pin code asked for; answers to an earlier pin that arrive late are dropped. */
export function usePinPlace() {
  const [lookup, setLookup] = useState<PinLookup>({ kind: "idle" });
  const latest = useRef("");

  const lookUp = useCallback(async (pin: string): Promise<PinPlace | null> => {
    latest.current = pin;
    setLookup({ kind: "looking", pin });
    let next: PinLookup;
    try {
      const response = await fetch(`/api/v1/pincode?pin=${encodeURIComponent(pin)}`);
      const body = (await response.json()) as Partial<PinPlace>;
      if (response.ok) next = { kind: "found", place: body as PinPlace };
      else next = response.status === 404 ? { kind: "missing", pin } : { kind: "failed", pin };
    } catch {
      next = { kind: "failed", pin };
    }
    if (latest.current !== pin) return null;
    setLookup(next);
    return next.kind === "found" ? next.place : null;
  }, []);

  const clear = useCallback(() => {
    latest.current = "";
    setLookup({ kind: "idle" });
  }, []);

  return { lookup, lookUp, clear };
}

/** What the pin code field says under it, in the page's words. */
export function pinHint(lookup: PinLookup, locale: Locale): string {
  const t = translator(locale, checkout);
  switch (lookup.kind) {
    case "idle":
      return t("address.pinIdle");
    case "looking":
      return t("address.pinLooking", { pin: lookup.pin });
    case "found":
      return [lookup.place.city, lookup.place.state].filter(Boolean).join(", ");
    case "missing":
      return t("address.pinMissing", { pin: lookup.pin });
    case "failed":
      return t("address.pinFailed");
  }
}
