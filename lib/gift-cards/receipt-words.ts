import { EMAIL_WORDS } from "@/lib/email/words";

// Why a gift card's buyer gets a receipt and not a tax invoice: the receipt page and the receipt email say it in these words.
export const { noInvoiceHeading: NO_TAX_INVOICE_HEADING, noInvoiceWhy: NO_TAX_INVOICE_WHY } = EMAIL_WORDS.en.giftCardReceipt;
