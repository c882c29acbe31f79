// Why a gift card's buyer gets a receipt and not a tax invoice: the receipt page and the receipt email say it in these words.
export const NO_TAX_INVOICE_HEADING = "Why there is no tax invoice";
export const NO_TAX_INVOICE_WHY =
  "A gift card is a voucher, which under CBIC Circular 243/37/2024 is neither goods nor a service, so no GST is charged when it is " +
  "bought and this receipt is not a tax invoice. GST is charged on the clothes it pays for, on their own invoice, when it is used.";
