// The header's destinations, shared by the icon bar and the side menu.

export type NavLink = { href: string; label: string };

export const ADMIN_MENU: readonly NavLink[] = [
  { href: "/admin/dashboard", label: "Dashboard" },
  { href: "/admin/manage-products", label: "Manage Products" },
  { href: "/admin/product", label: "Add Product" },
  { href: "/admin/manage-category", label: "Manage Category" },
  { href: "/admin/add-category", label: "Add Category" },
  { href: "/admin/orders", label: "View Orders" },
  { href: "/admin/returns", label: "View Returns" },
];

export const ADMIN_HOME = "/admin/dashboard";

/** The back office's sidebar: the menu, cash on delivery's call queue and its rules, the parcels that did not arrive, and the audit log. */
export const ADMIN_SIDEBAR: readonly NavLink[] = [
  ...ADMIN_MENU,
  { href: "/admin/cod-queue", label: "COD to confirm" },
  { href: "/admin/cod-rules", label: "COD rules" },
  { href: "/admin/deliveries", label: "Deliveries" },
  { href: "/admin/returns-by-size", label: "Returns by size" },
  { href: "/admin/size-charts", label: "Size charts" },
  { href: "/admin/promotions", label: "Promotions" },
  { href: "/admin/feeds", label: "Product feeds" },
  { href: "/admin/reminders", label: "Reminders" },
  { href: "/admin/gift-cards", label: "Gift cards" },
  { href: "/admin/store-credit", label: "Store credit" },
  { href: "/admin/grievances", label: "Grievances" },
  { href: "/admin/audit", label: "Audit Log" },
];

// Editing a product or a category lives under the "Add" form's address but belongs to its list.
const EDIT_PAGES = [
  { under: "/admin/product/", list: "/admin/manage-products" },
  { under: "/admin/add-category/", list: "/admin/manage-category" },
];

/** The sidebar entry of a back-office address, if any. */
export function currentAdminLink(pathname: string): NavLink | undefined {
  const path = EDIT_PAGES.find(({ under }) => pathname.startsWith(under))?.list ?? pathname;
  return ADMIN_SIDEBAR.find(({ href }) => path === href || path.startsWith(`${href}/`));
}

/** The shopper's own pages, as the side menu lists them. */
export function accountLinks(signedIn: boolean): NavLink[] {
  return [
    { href: "/wishlist", label: "My Wishlist" },
    { href: "/orders", label: "My Orders" },
    { href: "/cart", label: "My Cart" },
    signedIn ? { href: "/myaccount", label: "My Account" } : { href: "/login", label: "Login" },
  ];
}

/** The search results for a text (trimmed by the caller). */
export function searchHref(text: string): string {
  return `/search?search=${encodeURIComponent(text)}`;
}

/** A 44 × 44 px icon button or link of the header. */
export const ICON_BUTTON = "icon-button";
