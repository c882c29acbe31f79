/** The form of Manage Orders' bar for many orders (bulk-order-bar.tsx), which each card's checkbox belongs to. A plain module: a server component cannot read a constant from a client one. */
export const BULK_FORM_ID = "bulk-orders";
