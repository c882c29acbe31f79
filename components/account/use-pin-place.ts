"use client";

import { useCallback, useRef, useState } from "react";

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

/** What the pin code field says under it. */
export function pinHint(lookup: PinLookup): string {
  switch (lookup.kind) {
    case "idle":
      return "We fill in the state and city from it.";
    case "looking":
      return `Looking up ${lookup.pin}…`;
    case "found":
      return [lookup.place.city, lookup.place.state].filter(Boolean).join(", ");
    case "missing":
      return `We could not find pin code ${lookup.pin}. Please check it.`;
    case "failed":
      return "The pin code could not be looked up just now. Choose the state and city yourself.";
  }
}
