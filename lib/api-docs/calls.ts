import "server-only";
import { z } from "zod";
import {
  addressIdSchema,
  closeAccountSchema,
  deleteAccountSchema,
  emailOnlySchema,
  loginSchema,
  phoneCodeSchema,
  phoneSchema,
  profileSchema,
  resetPasswordSchema,
  signupSchema,
  userListSchema,
  verificationSchema,
  viewerSchema,
} from "@/lib/accounts/schemas";
import { addressSchema } from "@/lib/accounts/address-schema";
import { pictureSchema } from "@/lib/accounts/profile";
import {
  categoryIdSchema,
  categoryInputSchema,
  categoryUpdateSchema,
  productIdSchema,
  productInputSchema,
  productUpdateSchema,
  variantDeleteSchema,
  variantInputSchema,
  variantUpdateSchema,
} from "@/lib/catalog-admin/schemas";
import { cartLinesSchema, changeCartSizeSchema, couponSchema, wishlistLinesSchema } from "@/lib/cart/schemas";
import { productKeySchema } from "@/lib/catalog/product/detail";
import { buyAgainSchema } from "@/lib/orders/buy-again";
import { sizeChartInputSchema } from "@/lib/catalog-admin/categories/size-charts";
import { productSearchSchema } from "@/lib/catalog/search/search-schema";
import { suggestSchema } from "@/lib/catalog/suggest/suggest";
import { contactSchema } from "@/lib/contact/schemas";
import { notifyMeSchema, unsubscribeSchema } from "@/lib/catalog/back-in-stock/schemas";
import { consentChangeSchema } from "@/lib/privacy/schemas";
import {
  cancelOrderSchema,
  idempotencyKeySchema,
  orderAddressSchema,
  orderCouponSchema,
  useStoreCreditSchema,
  orderIdSchema,
  orderListSchema,
  orderPagingSchema,
  returnSchema,
  updateOrderSchema,
} from "@/lib/orders/model/schemas";
import { verifyPaymentSchema } from "@/lib/checkout/settle-payment";
import { TWIN_KEY_SECRET } from "@/lib/payments/twin";
import { createReviewSchema, deleteReviewSchema, reviewListSchema, updateReviewSchema } from "@/lib/reviews/schemas";
import { serviceabilitySchema } from "@/lib/shipping/serviceability";
import { trackingWebhookSchema } from "@/lib/shipping/shiprocket/tracking-webhook";
import { bulkMoveSchema } from "@/lib/admin/manage-orders/bulk-moves";
import * as answer from "./answers";
import { PROMOTION_CALLS } from "./promotion-calls";
import { STORE_CREDIT_CALLS } from "./store-credit-calls";
import { GIFT_CARD_CALLS } from "./gift-card-calls";
import { COD_ADVANCE_CALLS } from "./cod-advance-calls";
import { REMINDER_CALLS } from "./reminder-calls";
import { PRIVACY_CALLS } from "./privacy-calls";

// Every /api/v1 call: path, method, who may call it, its input (the zod schema its domain function
// parses) and its answer. The OpenAPI document is built from this list, and a test holds it
// to the route files under app/api/v1 (each route and method listed, each access as declared).
// A list, hence over 250 lines.
/** Who may call: anyone, a signed-in customer, an admin, or a provider with its own token or signature (a webhook's x-api-key). */
export type Access = "public" | "user" | "admin" | "provider";
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiCall = {
  /** Under /api/v1, e.g. "/user/signup"; a part of the path in braces is a parameter ("/promotions/{id}"). */
  path: string;
  method: Method;
  access: Access;
  summary: string;
  /** Read from the query string for GET (and with `from: "query"`), else from the body (JSON or a form). */
  input?: z.ZodType;
  /** A DELETE whose fields the spec's client sends in the query string, with no body; each may come in a body instead. */
  from?: "query";
  /** JSON or a form by default; multipart (listed first, JSON and forms still read) where files travel; json alone where the raw body is read. */
  body?: "json" | "multipart";
  /** More for a client than the summary holds (how to complete a step). */
  notes?: string;
  headers?: { name: string; required: boolean; description: string }[];
  answer: z.ZodType;
  /** The answer's media type: JSON unless text/plain. */
  answerType?: "text";
};

const file = z.file().describe("A file");
/** A list sent as a JSON array or as its JSON text (the spec sends text). */
const listOrText = <T extends z.ZodType>(list: T) => z.union([list, z.string().describe("The list as JSON text")]);
const orderRequest = orderAddressSchema.extend({
  cart: listOrText(cartLinesSchema.shape.cart),
  ...orderCouponSchema.shape,
  ...useStoreCreditSchema.shape,
});
const cartAnswer = answer.ok({
  cart: z.array(answer.cartItem),
  totals: answer.totals,
  coupon: answer.coupon,
  notApplied: z.array(z.object({ title: z.string(), reason: z.string() })).describe("Automatic offers that do not apply, and why"),
  gifts: z
    .array(
      z.object({ sizeId: z.string(), name: z.string(), image: z.string(), value: z.number().describe("Rupees with GST; given at ₹0") }),
    )
    .describe("Free gifts the offers add to the order"),
  notices: z.array(z.string()),
});
const wishlistAnswer = answer.ok({ wishlist: z.array(answer.wishlistItem), notices: z.array(z.string()) });
const orderAnswer = answer.ok({ order: answer.order });
const addressList = answer.ok({ address: z.array(answer.address) });
const categoryList = answer.ok({ categories: z.array(answer.category) });
const adminProductAnswer = answer.ok({ product: answer.adminProduct });
const listedUser = answer.user.pick({
  _id: true,
  id: true,
  fullname: true,
  email: true,
  isVerified: true,
  userType: true,
  createdAt: true,
});

/** The same call under several methods (the spec's POST and a GET for links and caches). */
const under = (methods: Method[], call: Omit<ApiCall, "method">): ApiCall[] => methods.map((method) => ({ ...call, method }));

export const API_CALLS: ApiCall[] = [
  // Auth
  {
    path: "/auth/getVerificationLink",
    method: "POST",
    access: "user",
    summary: "Mails the caller a new verification link",
    answer: answer.ok(),
  },
  {
    path: "/auth/verification",
    method: "POST",
    access: "user",
    summary: "Verifies the caller's account with the token of the mailed link",
    input: verificationSchema,
    answer: answer.ok({ user: answer.user }),
  },
  {
    path: "/auth/otp/request",
    method: "POST",
    access: "public",
    summary: "Texts a 6-digit code to an Indian mobile number (the same answer for every number; again after 30 s)",
    input: phoneSchema,
    answer: answer.ok(),
  },
  {
    path: "/auth/otp/verify",
    method: "POST",
    access: "public",
    summary: "Logs in with the texted code, making a verified account for a new number: the token, as /user/signin gives",
    input: phoneCodeSchema,
    answer: answer.ok({ token: z.string(), user: answer.user }),
  },
  {
    path: "/auth/getResetPasswordLink",
    method: "POST",
    access: "public",
    summary: "Mails a password-reset link (the same answer whether or not the email has an account)",
    input: emailOnlySchema,
    answer: answer.ok(),
  },
  {
    path: "/auth/resetPassword",
    method: "POST",
    access: "public",
    summary: "Sets a new password with the token of the mailed link",
    input: resetPasswordSchema,
    answer: answer.ok(),
  },
  // User
  {
    path: "/user/signup",
    method: "POST",
    access: "public",
    summary:
      "Creates a customer account and mails its verification link (an email that has one gets the same answer, and its owner a mail)",
    input: signupSchema,
    answer: answer.ok(),
  },
  {
    path: "/user/signin",
    method: "POST",
    access: "public",
    summary: "Logs in: the token to send as Authorization: Bearer <token>",
    input: loginSchema,
    answer: answer.ok({ token: z.string() }),
  },
  ...under(["GET", "POST"], {
    path: "/user/getToken",
    access: "user",
    summary: "A fresh token for the caller's session (never beyond the session's end)",
    answer: answer.ok({ token: z.string() }),
  }),
  {
    path: "/user/getUser",
    method: "GET",
    access: "user",
    summary: "The caller, with addresses, cart and wishlist",
    answer: answer.ok({ user: answer.userWithLists }),
  },
  {
    path: "/user/updateUser",
    method: "POST",
    access: "user",
    summary: "Changes the full name and phone, and the picture (image) or removes it (removeDP=yes)",
    input: profileSchema.extend(pictureSchema.shape),
    body: "multipart",
    answer: answer.ok({ updatedUser: answer.user }),
  },
  ...under(["POST", "DELETE"], {
    path: "/user/deleteUser",
    access: "user",
    summary: "Deletes the caller's own account after checking the password",
    input: deleteAccountSchema,
    answer: answer.ok(),
  }),
  {
    path: "/user/consents",
    method: "GET",
    access: "user",
    summary: "The caller's consents to be messaged, per purpose and channel: off until given (decision 103)",
    answer: answer.ok({ consents: z.array(answer.consent) }),
  },
  {
    path: "/user/consents",
    method: "PUT",
    access: "user",
    summary: "Gives or withdraws a consent at once; without channel, on every channel of the purpose that reaches the caller",
    input: consentChangeSchema,
    answer: answer.ok({ consents: z.array(answer.consent) }),
  },
  {
    path: "/user/export",
    method: "GET",
    access: "user",
    summary:
      "Everything the shop holds about the caller, as JSON: profile, sign-in ways, addresses, orders with lines and payments, returns, reviews, wishlist, cart, messages sent, consents (decision 104)",
    answer: answer.ok({ data: z.record(z.string(), z.unknown()).describe("One key per kind of data") }),
  },
  {
    path: "/user/account",
    method: "DELETE",
    access: "user",
    summary:
      "Closes the caller's account after checking its password, or for a password-less (phone) account the code texted by POST /user/account/code: refused (409) while an order is open, a refund is due or store credit is held; erases the person's data, keeps invoices (decisions 104, 110)",
    input: closeAccountSchema,
    answer: answer.ok(),
  },
  {
    path: "/user/getAllUsers",
    method: "GET",
    access: "admin",
    summary: "Lists accounts",
    input: userListSchema,
    answer: answer.ok({ users: z.array(listedUser), pagination: answer.pagination }),
  },
  {
    path: "/user/getAddress",
    method: "GET",
    access: "user",
    summary: "The caller's addresses",
    answer: addressList,
  },
  { path: "/user/addAddress", method: "POST", access: "user", summary: "Adds an address", input: addressSchema, answer: addressList },
  {
    path: "/user/updateAddress",
    method: "POST",
    access: "user",
    summary: "Changes an address (id)",
    input: addressSchema.and(addressIdSchema),
    answer: addressList,
  },
  {
    path: "/user/removeAddress",
    method: "POST",
    access: "user",
    summary: "Removes an address (id)",
    input: addressIdSchema,
    answer: addressList,
  },
  { path: "/user/logout", method: "POST", access: "user", summary: "Ends the caller's session", answer: answer.ok() },
  { path: "/user/logoutAll", method: "POST", access: "user", summary: "Ends every session of the caller", answer: answer.ok() },
  {
    path: "/user/viewer",
    method: "GET",
    access: "public",
    summary: "Who is looking (null for a visitor), and with ?product= their cart and wishlist marks on it",
    input: viewerSchema,
    answer: answer.ok({
      viewer: z.object({ fullname: z.string(), isAdmin: z.boolean(), cartCount: z.int() }).nullable(),
      product: z.object({ cart: z.record(z.string(), z.int()), wishlist: z.array(z.string()) }).nullable(),
    }),
  },
  // Products
  {
    path: "/products/getAllProduct",
    method: "GET",
    access: "public",
    summary: "Lists products with the spec's filters, sorts and pages",
    input: productSearchSchema,
    answer: answer.ok({ products: z.array(answer.productCard), pagination: answer.pagination }),
  },
  {
    path: "/products/suggest",
    method: "GET",
    access: "public",
    summary: "Up to 8 suggestions (colours, categories, products) for what is typed in the search box (beyond the spec)",
    input: suggestSchema,
    answer: answer.ok({
      suggestions: z.array(z.object({ kind: z.enum(["colour", "category", "product"]), label: z.string(), href: z.string() })),
    }),
  },
  ...under(["GET", "POST"], {
    path: "/products/getProduct",
    access: "public",
    summary: "One product with its variants and suggestions (id, also a slug)",
    input: productKeySchema,
    answer: answer.ok({ product: answer.productDetail }),
  }),
  {
    path: "/products/createProduct",
    method: "POST",
    access: "admin",
    summary: "Creates a product",
    input: productInputSchema,
    body: "multipart",
    answer: adminProductAnswer,
  },
  {
    path: "/products/updateProduct",
    method: "POST",
    access: "admin",
    summary: "Changes a product (id)",
    input: productUpdateSchema,
    body: "multipart",
    answer: adminProductAnswer,
  },
  {
    path: "/products/product",
    method: "DELETE",
    access: "admin",
    summary: "Deletes a product, or archives it when orders name it (id, in the query; a body is read too)",
    from: "query",
    input: productIdSchema,
    answer: answer.ok({ archived: z.boolean() }),
  },
  {
    path: "/products/sizeChart",
    method: "PUT",
    access: "admin",
    summary:
      "Our addition: saves a category's size chart (categoryId) or a product's own (productId; only sizes it sells); chart null removes it",
    input: sizeChartInputSchema,
    answer: answer.ok({ message: z.string(), sizeChart: answer.sizeChart.nullable() }),
  },
  {
    path: "/products/varient",
    method: "POST",
    access: "admin",
    summary: "Adds a variant (colour) with its images and sizes (sizes as JSON text)",
    input: variantInputSchema,
    body: "multipart",
    answer: adminProductAnswer,
  },
  {
    path: "/products/varient",
    method: "PUT",
    access: "admin",
    summary: "Changes a variant (variantId); images may name the URLs it keeps",
    input: variantUpdateSchema,
    body: "multipart",
    answer: adminProductAnswer,
  },
  {
    path: "/products/varient",
    method: "DELETE",
    access: "admin",
    summary: "Deletes a variant (productId, variantId, in the query; a body is read too)",
    from: "query",
    input: variantDeleteSchema,
    answer: adminProductAnswer,
  },
  { path: "/products/category", method: "GET", access: "public", summary: "Every category", answer: categoryList },
  {
    path: "/products/category",
    method: "POST",
    access: "admin",
    summary: "Adds a category (image, name)",
    input: categoryInputSchema,
    body: "multipart",
    answer: categoryList,
  },
  {
    path: "/products/category",
    method: "PUT",
    access: "admin",
    summary: "Changes a category (id; a new image is optional: without one the body may be JSON)",
    input: categoryUpdateSchema,
    body: "multipart",
    answer: categoryList,
  },
  {
    path: "/products/category",
    method: "DELETE",
    access: "admin",
    summary: "Deletes an empty category (id, in the query; a body is read too)",
    from: "query",
    input: categoryIdSchema,
    answer: categoryList,
  },
  {
    path: "/products/getColors",
    method: "GET",
    access: "public",
    summary: "Every colour on sale",
    answer: answer.ok({ colors: z.array(answer.color) }),
  },
  {
    path: "/products/getGraphData",
    method: "POST",
    access: "admin",
    summary: "The dashboard's figures, aggregated by the database",
    answer: answer.ok({
      products: z.record(z.string(), z.unknown()).describe("total, perCategory, sizes, bestSellers, lowStock"),
      orders: z
        .record(z.string(), z.unknown())
        .describe("total, salesAmount, monthlySales, byStatus, payment, returnRates, returnsBySize, returnsByColour"),
      users: z.int(),
    }),
  },
  {
    path: "/products/importCsv",
    method: "POST",
    access: "admin",
    summary: "Imports the catalogue CSV: a dry run unless mode is apply",
    input: z.object({ file, mode: z.enum(["dry-run", "apply"]).optional() }),
    body: "multipart",
    answer: answer.ok({
      rows: z.int(),
      products: z.int(),
      created: z.int(),
      updated: z.int(),
      errors: z.array(z.object({ line: z.int(), message: z.string() })),
      applied: z.boolean(),
    }),
  },
  // Order
  ...under(["GET", "POST"], {
    path: "/order/getMyCart",
    access: "user",
    summary: "The caller's cart, checked against the stock",
    answer: cartAnswer,
  }),
  {
    path: "/cart/coupon",
    method: "POST",
    access: "user",
    summary: "Applies a promotion code to the caller's cart; a code the cart does not meet yet is kept, with what it needs",
    input: couponSchema,
    answer: cartAnswer,
  },
  {
    path: "/cart/size",
    method: "POST",
    access: "user",
    summary:
      "Moves a cart line to another size of its colour: its pieces join a line of that size, within the stock (lowered with a notice); a sold-out size answers 409",
    input: changeCartSizeSchema,
    answer: cartAnswer,
  },
  {
    path: "/cart/coupon",
    method: "DELETE",
    access: "user",
    summary: "Removes the promotion code from the caller's cart",
    answer: cartAnswer,
  },
  {
    path: "/offers",
    method: "GET",
    access: "public",
    summary: "The codes on offer now, each with what it would save on the caller's cart or what the cart still needs",
    answer: answer.ok({
      offers: z.array(
        z.object({
          code: z.string(),
          title: z.string(),
          minCart: z.number().describe("Rupees, with GST"),
          prepaidOnly: z.boolean(),
          firstOrderOnly: z.boolean(),
          endsAt: z.string().nullable().meta({ format: "date-time" }),
          saving: z.number().describe("Rupees before GST; 0 when it does not apply yet"),
          reason: z.string().nullable(),
          shortBy: z.number().nullable().describe("Rupees"),
        }),
      ),
    }),
  },
  {
    path: "/order/buyAgain",
    method: "POST",
    access: "user",
    summary:
      "Our addition: puts an order's sizes (or one item's, lineId) in the caller's cart again, as many as were bought, capped at the stock; a size she returned for its fit, or one sold out, is offered in the nearest size in stock instead (offers); 409 naming them when none can be added nor offered",
    input: buyAgainSchema,
    answer: cartAnswer.extend({
      added: z.array(z.string()).describe("The items put in the cart"),
      unavailable: z.array(z.string()).describe("The items out of stock or no longer sold, with no size to offer instead"),
      offers: z
        .array(
          z.object({
            item: z.string().describe("The item bought"),
            sizeId: z.string().describe("The size offered instead, for addToCart"),
            size: z.string(),
            offered: z.string().describe("The size offered, named as the item is"),
            quantity: z.int(),
            why: z.enum(["returned", "sold out"]).describe("returned: she returned it as too small or too large"),
          }),
        )
        .describe("Sizes offered for the items not added"),
    }),
  },
  {
    path: "/order/updateMyCart",
    method: "POST",
    access: "user",
    summary: "Replaces the caller's cart",
    input: z.object({ cart: listOrText(cartLinesSchema.shape.cart) }),
    answer: cartAnswer,
  },
  ...under(["GET", "POST"], {
    path: "/order/getMyWishlist",
    access: "user",
    summary: "The caller's wishlist",
    answer: wishlistAnswer,
  }),
  {
    path: "/order/updateMyWishlist",
    method: "POST",
    access: "user",
    summary: "Replaces the caller's wishlist",
    input: z.object({ wishlist: listOrText(wishlistLinesSchema.shape.wishlist) }),
    answer: wishlistAnswer,
  },
  ...under(["GET", "POST"], {
    path: "/order/getMyOrders",
    access: "user",
    summary: "The caller's orders and returns, newest first: all of them, or a page when page or limit is sent",
    input: orderPagingSchema,
    answer: answer.ok({ orders: z.array(answer.order), pagination: answer.pagination }),
  }),
  {
    path: "/order/getOrderById",
    method: "POST",
    access: "user",
    summary: "One order (its id or public order id): the caller's own, any for an admin",
    input: orderIdSchema,
    answer: answer.ok({ orders: answer.order }),
  },
  ...under(["GET", "POST"], {
    path: "/order/getOrders",
    access: "admin",
    summary: "Every customer's orders of a type, newest first: all of them, or a page when page or limit is sent",
    input: orderListSchema,
    answer: answer.ok({ data: z.array(answer.order), pagination: answer.pagination }),
  }),
  {
    path: "/order/cashOnDelivery",
    method: "POST",
    access: "user",
    summary: "Places a cash-on-delivery order (verified accounts)",
    notes:
      "Unchanged when the rules ask no advance. When they ask one (a pin code, an order value or a recent return to origin), " +
      "the order answers with advanceDue above 0: it waits unconfirmed until /order/payAdvance's payment is verified " +
      "(/order/verifyPayment), and lapses as an unconfirmed cash-on-delivery order does if it is not.",
    input: orderRequest.extend({ idempotencyKey: idempotencyKeySchema.optional().describe("Or the Idempotency-Key header") }),
    headers: [{ name: "Idempotency-Key", required: false, description: "The same key always answers the same order" }],
    answer: orderAnswer,
  },
  {
    path: "/order/capturePayment",
    method: "POST",
    access: "user",
    summary: "Opens a Razorpay order for the cart, priced by the server (verified accounts)",
    notes:
      "With useStoreCredit, the payment is for what the shopper's store credit leaves; an order the credit covers in full is " +
      "placed at once and answered as { success, message, order } with no payment.",
    input: orderRequest,
    answer: z.union([
      answer.ok({
        payment: answer.payment,
        totalPrice: z.number().describe("The same amount in rupees"),
        key: z.string().describe("Razorpay's key id for Checkout"),
        provider: z.enum(["razorpay", "twin"]),
        prefill: z.object({ name: z.string(), email: z.string() }),
      }),
      answer.ok({ order: answer.order }),
    ]),
  },
  {
    path: "/order/verifyPayment",
    method: "POST",
    access: "user",
    summary: "Checks Checkout's signature and places the paid order (once)",
    notes:
      "Send what Razorpay Checkout answers (razorpay_order_id, razorpay_payment_id, razorpay_signature) with the addressId and cart " +
      "of capturePayment. With the shop's local payment twin (capturePayment answers provider: twin, in demo mode), an API client " +
      "completes the payment itself: it picks a payment id (pay_ and 14 letters or digits) and signs as Razorpay does, " +
      'razorpay_signature = hex(HMAC-SHA256(key secret, "<razorpay_order_id>|<razorpay_payment_id>")), where the twin\'s key ' +
      `secret is "${TWIN_KEY_SECRET}" (docs/api.md). No money moves.`,
    input: verifyPaymentSchema,
    answer: orderAnswer,
  },
  {
    path: "/order/cancelMyOrder",
    method: "POST",
    access: "user",
    summary: "The customer cancels their own Pending order",
    input: orderIdSchema,
    answer: orderAnswer,
  },
  {
    path: "/order/cancelOrder",
    method: "POST",
    access: "admin",
    summary: "An admin cancels an order not yet shipped; without a reason, the shop's default is recorded",
    input: cancelOrderSchema,
    answer: orderAnswer,
  },
  {
    path: "/order/updateOrder",
    method: "POST",
    access: "admin",
    summary:
      "An admin moves an order (Confirmed, Shipped, Delivered, Cancelled) or a return (Return Picked Up, Refunded); a refund owed is " +
      "marked Refunded with payoutReference (the payout's UTR), or, for a prepaid return, without it to retry the refund through Razorpay",
    input: updateOrderSchema,
    answer: orderAnswer,
  },
  {
    path: "/order/bulkUpdateOrders",
    method: "POST",
    access: "admin",
    summary:
      "Beyond the spec: an admin confirms or ships up to 50 orders at once, each moved on its own as updateOrder moves it; " +
      "the answer lists the orders moved and, with its reason, each one that was not",
    input: bulkMoveSchema,
    answer: answer.ok({
      moved: z.array(z.object({ orderId: z.string(), publicOrderId: z.string(), status: z.string(), awbCode: z.string().nullable() })),
      failed: z.array(z.object({ orderId: z.string(), publicOrderId: z.string().nullable(), message: z.string() })),
    }),
  },
  {
    path: "/order/returnOrder",
    method: "POST",
    access: "user",
    summary:
      "Returns a delivered order: all of it, or the cart's lines ([{ _id, currQty }]); a line with replaceWith (a size id of the same product, " +
      "not dearer with GST) is exchanged for that size instead of refunded; refundUpi (beyond the spec) is the UPI ID a cash-on-delivery " +
      'return\'s refund is paid to, checked with its bank (400 when unknown); refundTo: "storeCredit" (beyond the spec) refunds it to ' +
      "store credit when the courier picks it up, with the owner's bonus. What store credit paid of the order always goes back to credit first",
    input: returnSchema,
    answer: orderAnswer,
  },
  // Review
  {
    path: "/review/getReview",
    method: "GET",
    access: "public",
    summary: "A product's reviews and the caller's own (myReview); without productId the latest happy reviews",
    input: reviewListSchema.extend({
      userId: z.string().optional().describe("Sent by the spec's client and not read: myReview is always the caller's own"),
    }),
    answer: answer.ok({
      reviews: z.array(answer.review),
      myReview: answer.review.optional(),
      summary: z.record(z.string(), z.unknown()).optional().describe("average, count, distribution, fit"),
      pagination: answer.pagination.optional(),
    }),
  },
  {
    path: "/review/createReview",
    method: "POST",
    access: "user",
    summary: "Posts the caller's review of a product (verified accounts)",
    input: createReviewSchema,
    answer: answer.ok({ savedReview: answer.review }),
  },
  {
    path: "/review/updateReview",
    method: "POST",
    access: "user",
    summary: "Changes the caller's review",
    input: updateReviewSchema,
    answer: answer.ok({ updatedReview: answer.review }),
  },
  {
    path: "/review/deleteReview",
    method: "POST",
    access: "user",
    summary: "Deletes the caller's review (an admin may delete any)",
    input: deleteReviewSchema,
    answer: answer.ok(),
  },
  // Beyond the spec
  {
    path: "/contact",
    method: "POST",
    access: "public",
    summary: "Sends the contact form",
    input: contactSchema,
    answer: answer.ok({ id: z.string() }),
  },
  {
    path: "/products/notifyMe",
    method: "POST",
    access: "public",
    summary:
      "Tell me once when this sold-out size is back in stock (decision 090): an email or Indian mobile number with consent, or a signed-in caller's own email; asking twice is one request. 409 when the size is in stock. A mobile number that is not the signed-in caller's own proves itself (decision 097): without `code` the answer is `codeSent: true` and a 6-digit code is texted to it; the same call with that `code` subscribes it",
    input: notifyMeSchema,
    answer: answer.ok({ codeSent: z.literal(true).optional() }),
  },
  {
    path: "/products/unsubscribe",
    method: "POST",
    access: "public",
    summary:
      "The unsubscribe link of a back-in-stock email: withdraws the consent and cancels the waiting requests (403 for a forged key); a mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` with `id` and `key` in the query",
    input: unsubscribeSchema,
    answer: answer.ok(),
  },
  {
    path: "/shipping/serviceability",
    method: "GET",
    access: "public",
    summary: "The delivery estimate for a pin code",
    input: serviceabilitySchema,
    answer: answer.ok({
      estimate: z.object({
        pinCode: z.string(),
        serviceable: z.boolean(),
        deliveryBy: z.string().nullable(),
        cod: z.boolean(),
        message: z.string(),
        codMessage: z.string().nullable(),
      }),
    }),
  },
  {
    path: "/pincode",
    method: "GET",
    access: "public",
    summary: "The place of a pin code, from India Post's directory: its state, cities to suggest and post offices (404 when it lists none)",
    input: serviceabilitySchema,
    answer: answer.ok({
      pinCode: z.string(),
      state: z.string().describe("One of the address form's states"),
      city: z.string().describe("The city to suggest first (one of cities, or empty)"),
      cities: z.array(z.string()),
      localities: z.array(z.string()).describe("Post office names, as localities"),
    }),
  },
  {
    path: "/payments/webhook",
    method: "POST",
    access: "public",
    summary: "Razorpay's webhook (payment.captured, order.paid, payment.failed), signed in X-Razorpay-Signature",
    input: z.object({ event: z.string(), payload: z.record(z.string(), z.unknown()) }),
    body: "json",
    headers: [{ name: "X-Razorpay-Signature", required: true, description: "HMAC-SHA256 of the raw body with the webhook secret" }],
    answer: answer.ok({ handled: z.string(), duplicate: z.literal(true).optional() }),
  },
  {
    path: "/shipping/webhook",
    method: "POST",
    access: "provider",
    summary:
      "Shiprocket's tracking webhook: one scan of a parcel (awb, current_status, current_timestamp, scans[]), with the token set in Shiprocket's panel in x-api-key; the move it reports is made by a job",
    input: trackingWebhookSchema,
    body: "json",
    headers: [{ name: "x-api-key", required: true, description: "The webhook token (SHIPROCKET_WEBHOOK_TOKEN)" }],
    answer: answer.ok({ handled: z.enum(["queued", "duplicate", "ignored"]) }),
  },
  {
    path: "/whatsapp/webhook",
    method: "GET",
    access: "public",
    summary:
      "WhatsApp's check of the webhook's address: with hub.mode=subscribe and the verify token set in Meta's panel (WHATSAPP_VERIFY_TOKEN), answers hub.challenge as text/plain; else 403",
    input: z.object({ "hub.mode": z.string(), "hub.verify_token": z.string(), "hub.challenge": z.string() }),
    answer: z.string().describe("hub.challenge, as text/plain"),
    answerType: "text",
  },
  {
    path: "/whatsapp/webhook",
    method: "POST",
    access: "provider",
    summary:
      "WhatsApp's webhook (Meta's Cloud API), signed with the app's secret in X-Hub-Signature-256: each quick-reply button a shopper pressed (entry[].changes[].value.messages[] of type button or interactive) is queued once, by its message id; statuses and other messages are acknowledged and dropped",
    input: z.object({ object: z.string().optional(), entry: z.array(z.record(z.string(), z.unknown())).optional() }),
    body: "json",
    headers: [
      {
        name: "X-Hub-Signature-256",
        required: true,
        description: "sha256=<hex HMAC-SHA256 of the raw body with the app's secret (WHATSAPP_APP_SECRET)>",
      },
    ],
    answer: answer.ok({ queued: z.number().int(), duplicates: z.number().int() }),
  },
  {
    path: "/openapi.json",
    method: "GET",
    access: "public",
    summary: "This document",
    answer: z.object({ openapi: z.string() }).describe("The OpenAPI document"),
  },
  ...PROMOTION_CALLS,
  ...STORE_CREDIT_CALLS,
  ...GIFT_CARD_CALLS,
  ...COD_ADVANCE_CALLS,
  ...REMINDER_CALLS,
  ...PRIVACY_CALLS,
];
