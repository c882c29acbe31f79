import { z } from "zod";
import { FITS, MEASURE_KEYS } from "@/lib/catalog/fit/size-chart-view";
import { CONSENT_CHANNELS, CONSENT_PURPOSES } from "@/lib/privacy/schemas";

// The answers of /api/v1 as zod schemas, with the spec's field names (section 3), for the OpenAPI
// document. Money is in rupees unless a field says paise; dates are ISO 8601 text. Each object
// lists the fields a client may rely on; an answer may carry more.

const id = z.string().describe("The record's id");
const date = z.string().meta({ format: "date-time" });
const rupees = z.number().describe("Rupees");

export const errorAnswer = z.object({
  success: z.literal(false),
  message: z.string().describe("What went wrong, to show as is"),
  errors: z.record(z.string(), z.string()).optional().describe("The first message of each field that was refused"),
});

export const pagination = z
  .object({ currentPage: z.int(), totalPages: z.int(), total: z.int(), limit: z.int().optional() })
  .meta({ id: "Pagination" });

export const address = z
  .object({
    _id: id,
    id,
    name: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    locality: z.string().describe("The shop's addition: the area, often a post office's name; empty when not given"),
    landmark: z.string().describe("The shop's addition: a place near the door; empty when not given"),
    city: z.string(),
    state: z.string(),
    pinCode: z.string(),
    phoneNumber: z.string(),
  })
  .meta({ id: "Address" });

export const user = z
  .object({
    _id: id,
    id,
    fullname: z.string(),
    /** Null for an account made with a mobile number that has not added an email. */
    email: z.string().nullable(),
    phone: z.string(),
    image: z.string().nullable(),
    isVerified: z.boolean(),
    userType: z.enum(["Admin", "User"]),
    createdAt: date,
    address: z.array(address),
  })
  .meta({ id: "User" });

export const cartItem = z
  .object({
    productId: id,
    name: z.string().describe("<product> - <colour> - <size>"),
    description: z.string(),
    image: z.string(),
    price: rupees.describe("Selling price of one piece, rupees"),
    discount: rupees.describe("Cut (struck-through) price of one piece, rupees"),
    subDetailId: id.describe("The variant (colour)"),
    sizeId: id,
    quantity: z.int(),
    maxQuantity: z.int().describe("The size's stock"),
    slug: z.string(),
    colorName: z.string(),
    size: z.string(),
  })
  .meta({ id: "CartItem" });

export const wishlistItem = z
  .object({
    productId: id,
    name: z.string(),
    description: z.string(),
    image: z.string(),
    price: rupees,
    subDetailId: id,
    sizeId: id,
    slug: z.string(),
    colorName: z.string(),
    size: z.string(),
    inStock: z.boolean(),
  })
  .meta({ id: "WishlistItem" });

export const totals = z
  .object({
    subtotal: rupees,
    gst: rupees,
    discount: rupees,
    promoDiscount: rupees.describe("What the promotions take off, before GST"),
    promotions: z.array(
      z.object({
        code: z.string().nullable().describe("Null for an automatic promotion"),
        title: z.string(),
        amount: rupees,
        note: z.string().nullable().describe("A condition still to meet, e.g. paying online"),
      }),
    ),
    delivery: rupees,
    deliveryDiscount: rupees,
    total: rupees,
  })
  .meta({ id: "Totals" });

export const coupon = z
  .object({
    code: z.string(),
    applied: z.boolean(),
    reason: z.string().nullable().describe("Why the code does not apply now"),
    shortBy: rupees.nullable().describe("How much more the cart needs for it"),
  })
  .nullable()
  .meta({ id: "Coupon" });

export const consent = z
  .object({
    purpose: z.enum(CONSENT_PURPOSES),
    channel: z.enum(CONSENT_CHANNELS),
    granted: z.boolean(),
    grantedAt: date.optional().describe("When it was given, while it is"),
    withdrawnAt: date.optional().describe("When it was withdrawn, while it is"),
  })
  .meta({ id: "Consent" });

/** getUser's user: the profile with the spec's cart and wishlist lists. */
export const userWithLists = user.extend({ cart: z.array(cartItem), wishlist: z.array(wishlistItem) }).meta({ id: "UserWithLists" });

export const category = z
  .object({ _id: id, id, name: z.string(), slug: z.string(), image: z.string(), productCount: z.int() })
  .meta({ id: "Category" });

export const color = z.object({ colorName: z.string(), colorCode: z.string() }).meta({ id: "Color" });

export const productCard = z
  .object({
    _id: id,
    id,
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.array(z.string()),
    minPrice: rupees.describe("The lowest selling price before GST"),
    minPriceWithGst: rupees.describe("The shop's addition: the lowest price with GST, as the cards show it"),
    maxPrice: rupees,
    minStock: z.int(),
    maxStock: z.int(),
    totalVariants: z.int(),
    inStock: z.boolean(),
    availableSizes: z.array(z.string()),
    colorCodes: z.array(z.string()),
    details: z.array(z.string()),
    hsn: z.string(),
    category: id.describe("The category's id"),
    categoryName: z.string(),
    cashOnDelivery: z.enum(["On", "Off"]),
    isCOD: z.boolean(),
    discountPrice: rupees.describe("The starting selling price"),
    maxDiscount: z.number().describe("The best discount of any size, whole percent"),
    originRegion: z.string(),
    rating: z.object({ average: z.number(), count: z.int() }),
    viewed: z.int(),
    purchased: z.int(),
    createdAt: date,
  })
  .meta({ id: "ProductCard" });

export const variant = z
  .object({
    _id: id,
    colorName: z.string(),
    colorCode: z.string(),
    images: z.array(z.string()),
    sizes: z.array(
      z.object({
        _id: id,
        size: z.string(),
        price: rupees.describe("The selling price before GST, rupees"),
        discount: rupees.describe("The cut price, rupees"),
        priceWithGst: rupees.describe("The shop's addition: what a piece costs with GST, exactly as the owner typed it when so priced"),
        cutPriceWithGst: rupees.describe("The shop's addition: the cut price with GST"),
        stock: z.int(),
      }),
    ),
  })
  .meta({ id: "Variant" });

export const sizeChart = z
  .object({
    fit: z.enum(FITS),
    note: z.string().describe("How to measure, in the shop's words (may be empty)"),
    rows: z.array(
      z.object({
        size: z.string(),
        cm: z.partialRecord(z.enum(MEASURE_KEYS), z.number()).describe("The garment's measurements in cm; every row gives the same ones"),
      }),
    ),
  })
  .meta({ id: "SizeChart" });

export const productDetail = productCard
  .extend({
    subDetails: z.array(variant),
    suggestions: z.array(productCard),
    sizeChart: sizeChart
      .extend({ source: z.enum(["product", "category"]).describe("The product's own chart, or its category's") })
      .nullable()
      .describe("Our addition: the size chart of the sizes it sells, or null"),
  })
  .meta({ id: "ProductDetail" });

export const adminProduct = z
  .object({
    _id: id,
    id,
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    details: z.array(z.string()),
    hsn: z.string(),
    category: id,
    cashOnDelivery: z.enum(["On", "Off"]),
    isCOD: z.boolean(),
    minPrice: rupees,
    maxPrice: rupees,
    minStock: z.int(),
    maxStock: z.int(),
    totalVariants: z.int(),
    archived: z.boolean(),
    subDetails: z.array(variant),
  })
  .meta({ id: "AdminProduct" });

export const order = z
  .object({
    _id: id,
    id,
    totalPrice: rupees,
    paidByStoreCredit: rupees.describe("What store credit paid of totalPrice (a way of paying: no tax figure changes)"),
    advancePaid: rupees.describe("The advance paid online before cash on delivery (decision 115); 0 when none was asked or paid"),
    advanceDue: rupees.describe(
      "An advance the cash-on-delivery rules ask, not paid yet (0 otherwise): pay it by /order/payAdvance before the order lapses",
    ),
    amountDue: rupees.describe(
      "What is left to pay: cash on delivery collects it (with an advance still due, that too); 0 for a prepaid order",
    ),
    createdAt: date,
    updateDate: date.describe("When the status last changed"),
    paymentType: z.enum(["Prepaid", "COD"]),
    paymentId: z.string().nullable(),
    payment_id: z.string().nullable(),
    paymentStatus: z.string().describe('The payment line: "Paid (Prepaid)", "Not Done (Cash)", "Pending (Cash)"...'),
    orderType: z.enum(["Order", "Returns"]).describe("The spec's two values: an exchange's replacement is an Order"),
    kind: z.enum(["Order", "Return", "Replacement"]),
    parentOrderId: z.string().nullable().describe("A return's order; a replacement's return"),
    returnReason: z.string().nullable(),
    refundTo: z
      .enum(["original", "storeCredit"])
      .optional()
      .describe("A return only: where its refund goes, as asked (store credit is credited when the courier picks the return up)"),
    refundToStoreCredit: rupees
      .optional()
      .describe(
        "A return only: what goes to store credit at pickup: what the order's credit paid (first), all of it when chosen, the bonus included",
      ),
    storeCreditBonus: rupees
      .optional()
      .describe("A return only: the owner's bonus for taking the refund as store credit (in refundToStoreCredit)"),
    refundToOriginal: rupees
      .optional()
      .describe("A return only: what goes back by the method paid (card or account, or cash's UPI payout)"),
    cancellable: z.boolean().describe("Cancel is offered to the customer (the server's rule)"),
    returnable: z.boolean().describe("Return is offered (the server's rule)"),
    orderDetails: z.object({
      public_order_id: z.string(),
      status: z
        .string()
        .describe(
          "Pending, Confirmed, Shipped, DELIVERED, Cancelled, Return Requested, Return Picked Up or Refunded: " +
            'a client written to the spec offers Cancel on "Pending" and Return on "DELIVERED"',
        ),
    }),
    statusLabel: z.string().describe('The status as the shop\'s pages show it ("Delivered")'),
    customerStatusLabel: z.string().describe('The status on the customer\'s own pages: "Placed" for Pending'),
    confirmedAt: date.nullable(),
    shippedAt: date.nullable(),
    deliveredAt: date.nullable(),
    timeline: z
      .array(z.object({ label: z.string(), at: date.nullable(), state: z.enum(["done", "next", "cancelled"]) }))
      .nullable()
      .describe("Placed, Confirmed, Shipped, Delivered (or Cancelled where a cancelled order stopped); null for a return"),
    address: address.omit({ _id: true, id: true, locality: true, landmark: true }),
    cart: z.array(
      z.object({
        _id: id.describe("The order line's id (returnOrder's cart names it)"),
        productId: z.string().nullable(),
        sizeId: z.string().nullable(),
        name: z.string(),
        productName: z.string(),
        description: z.string(),
        colorName: z.string(),
        size: z.string(),
        quantity: z.int(),
        returnedQuantity: z.int(),
        images: z.array(z.string()),
        price: rupees,
        discount: rupees,
        gstRate: z.number().describe("Percent"),
        total: rupees,
      }),
    ),
    totals: totals
      .omit({ promotions: true })
      .extend({
        codFee: z.number().describe("Rupees: the cash-on-delivery fee, GST included, in total; 0 for an order paid online"),
        roundOff: z
          .number()
          .describe("Rupees: cash on delivery's round-off to whole rupees (−0.49 to +0.50), in total; 0 for an order paid online"),
        clawback: z
          .number()
          .describe(
            "Rupees: a return that breaks an offer's condition takes back what the kept items no longer earn (negative: gives back what an earlier return took); out of total, the refund. 0 otherwise",
          ),
      })
      .meta({ id: "OrderTotals" }),
    shiprocketDetails: z.object({
      invoice: z.url().nullable().describe("The invoice's full address (the document invoiceLink names); null until there is one"),
      awb_code: z.string().nullable(),
      courier_name: z.string().nullable(),
    }),
    invoiceLink: z.string().nullable(),
    trackingLink: z.string().nullable(),
    exchange: z
      .object({
        stage: z.enum(["Requested", "Picked up", "Replacement shipped", "Replacement delivered", "Cancelled", "Closed"]),
        replacement: z.object({
          _id: id.describe("The replacement order (getOrderById reads it)"),
          publicOrderId: z.string(),
          status: z.string(),
          statusLabel: z.string(),
          trackingLink: z.string().nullable(),
          invoiceLink: z.string().nullable(),
          lines: z.array(
            z.object({
              _id: id,
              sizeId: z.string().nullable(),
              name: z.string(),
              productName: z.string(),
              colorName: z.string(),
              size: z.string(),
              quantity: z.int(),
              images: z.array(z.string()),
              replaces: z.string().nullable().describe("The return's line whose pieces this replaces"),
              returnOf: z.string().nullable().describe("The bought line those pieces came from"),
              price: rupees.describe("One piece today, GST included"),
              differenceRefunded: rupees.describe("Refunded with the return: what was paid less the replacement's price"),
            }),
          ),
        }),
      })
      .nullable()
      .describe("A return that exchanges pieces (cart entries with replaceWith); null otherwise"),
  })
  .meta({ id: "Order" });

export const review = z
  .object({
    _id: id,
    review: z.string(),
    stars: z.number().describe("0.5 to 5 in half steps"),
    user: z.object({ fullname: z.string(), image: z.string().nullable() }),
    productId: id,
    fit: z.enum(["runs_small", "true_to_size", "runs_large"]).nullable(),
    verifiedBuyer: z.boolean(),
    createdAt: date,
  })
  .meta({ id: "Review" });

export const payment = z
  .object({
    id: z.string().describe("Razorpay's order id"),
    amount: z.int().describe("Paise, as Razorpay's order has it (hand it to Checkout as is)"),
    currency: z.string(),
  })
  .meta({ id: "Payment" });

/** A successful answer: `success: true`, an optional message, and the call's own fields. */
export function ok<T extends z.ZodRawShape>(fields: T = {} as T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), ...fields });
}
