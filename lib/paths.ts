// The address of every page that code links to: pages, links, JSON-LD, the sitemap, emails. In the
// base layer, so the catalogue, the orders and the invoices (a service) build them alike.
const segment = encodeURIComponent;

/** A category's page, by its slug (an id also works there: the page redirects it to the slug's address). */
export const categoryPath = (slug: string) => `/category/${segment(slug)}`;

/** A product's page, by its slug (an id also works there). */
export const productPath = (slug: string) => `/product/${segment(slug)}`;

/** A product's reviews, by its id; `query` is the list's search string without "?". */
export const reviewsPath = (productId: string, query = "") => `/reviews/${segment(productId)}${query ? `?${query}` : ""}`;

/** An order's page, by its id. */
export const orderPath = (orderId: string) => `/orders/${segment(orderId)}`;

/** The return (and exchange) form of an order. */
export const returnPath = (orderId: string) => `/return/${segment(orderId)}`;

/** Our GST invoice of an order, as a PDF. */
export const invoicePath = (orderId: string) => `${orderPath(orderId)}/invoice`;

/** A credit note of an order, as a PDF. */
export const creditNotePath = (orderId: string, noteId: string) => `${orderPath(orderId)}/credit-notes/${segment(noteId)}`;

/** A return's clawback note (a debit note, or a credit note giving it back) on an order's invoice, as a PDF. */
export const clawbackNotePath = (orderId: string, noteId: string) => `${orderPath(orderId)}/clawback-notes/${segment(noteId)}`;

/** A failed delivery's page, with the key of the emailed link that opens it without a login. */
export const failedDeliveryPath = (failureId: string, key: string) => `/delivery/${segment(failureId)}?key=${segment(key)}`;

/** A cash-on-delivery order's confirmation page, with the key of the texted link that opens it without a login. */
export const codConfirmPath = (orderId: string, key: string) => `/cod/${segment(orderId)}?key=${segment(key)}`;

/** An order inside the back office. */
export const adminOrderPath = (orderId: string) => `/admin/orders/${segment(orderId)}`;
