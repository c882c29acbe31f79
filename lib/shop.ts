// Who we are: used in page titles, emails and the footer.
export const SHOP = {
  name: "Kurta Shop",
  description:
    "Cotton, silk and linen kurtas in every size from XS to XXL. Free shipping, cash on delivery and a 3-day replacement guarantee.",
  email: "care@kurta.shop",
  phone: "+91 98765 43210",
  hours: "Monday to Saturday, 11:00 to 18:00 IST",
} as const;
