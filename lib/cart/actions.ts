"use server";

import { runAction } from "@/lib/http/action";
import { addToCart, removeFromCart, setCartQuantity } from "./cart";
import { changeCartSize } from "./change-size";
import { applyCoupon, removeCoupon } from "./coupon";

// The web door of the cart: thin calls, no rules of their own. Each answers the whole cart view.

export async function addToCartAction(input: unknown) {
  return runAction((ctx) => addToCart(ctx, input));
}

export async function setCartQuantityAction(input: unknown) {
  return runAction((ctx) => setCartQuantity(ctx, input));
}

export async function changeCartSizeAction(input: unknown) {
  return runAction((ctx) => changeCartSize(ctx, input));
}

export async function removeFromCartAction(input: unknown) {
  return runAction((ctx) => removeFromCart(ctx, input));
}

export async function applyCouponAction(input: unknown) {
  return runAction((ctx) => applyCoupon(ctx, input));
}

export async function removeCouponAction() {
  return runAction((ctx) => removeCoupon(ctx));
}
