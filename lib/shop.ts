// Who we are: used in page titles, emails, the footer and the static pages. The address below is
// the one source of the business address: the footer, the contact page, the shipping pickup and the
// GST invoices (whose seller's state it also decides) all read it.
const name = "Kurta Shop";

const address = {
  line1: "14, First Floor, Shahpur Jat",
  line2: "Near Asiad Village",
  city: "New Delhi",
  state: "Delhi",
  pinCode: "110049",
} as const;

const oneLineAddress = `${address.line1}, ${address.line2}, ${address.city}, ${address.state} ${address.pinCode}`;

export const SHOP = {
  name,
  description:
    "Cotton, silk and linen kurtas in every size from XS to XXL. Free shipping, cash on delivery and a 3-day replacement guarantee.",
  email: "care@kurta.shop",
  phone: "+91 98765 43210",
  /** The phone number as a tel: link (no spaces). */
  phoneHref: "tel:+919876543210",
  hours: "Monday to Saturday, 11:00 to 18:00 IST",
  /** The studio and stitching workshop in Delhi, the registered address on invoices too. */
  address,
  oneLineAddress,
  mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(oneLineAddress)}`,
  social: [
    { name: "Instagram", href: "https://www.instagram.com/kurtashop.in" },
    { name: "Facebook", href: "https://www.facebook.com/kurtashop.in" },
    { name: "YouTube", href: "https://www.youtube.com/@kurtashop" },
    { name: "X", href: "https://x.com/kurtashop_in" },
  ],
  /** Working days from order to dispatch for pieces in stock. */
  dispatchDays: "1 to 2",
} as const;

export type SocialNetwork = (typeof SHOP.social)[number]["name"];
