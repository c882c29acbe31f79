import { isPinCode } from "@/lib/shipping/zones";

// The pin code a shopper last checked on a product page, kept in this browser so a new address starts from it.
const KEY = "kurta-shop:pin";

export function rememberPin(pin: string): void {
  try {
    localStorage.setItem(KEY, pin);
  } catch {
    // Storage refused (private mode, full): the form starts empty instead.
  }
}

/** The remembered pin code, or "" when there is none (or storage is closed to us). */
export function rememberedPin(): string {
  try {
    const pin = localStorage.getItem(KEY) ?? "";
    return isPinCode(pin) ? pin : "";
  } catch {
    return "";
  }
}
