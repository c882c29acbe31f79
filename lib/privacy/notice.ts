import { SHOP } from "@/lib/shop";

// The privacy notice (app/(shop)/privacy), itemised: each kind of data, why it is held, and for how
// long and why so long. PRIVACY_NOTICE_VERSION changes with every change of this text, so each
// consent and each account records which text its shopper was shown (decision 103).
export const PRIVACY_NOTICE_VERSION = "2026-12-06.2";

/** Who answers privacy complaints and requests (the Rules ask for a contact; the owner acts in this role). */
export const GRIEVANCE_OFFICER = { title: "Grievance Officer", email: SHOP.email, phone: SHOP.phone };

export const MINIMUM_AGE = 18;

export type NoticeItem = { data: string; purpose: string; kept: string };

export const NOTICE_ITEMS: readonly NoticeItem[] = [
  {
    data: "Your account: name, email, mobile number, password (only as a one-way argon2id hash), profile picture",
    purpose: "To let you log in and to run your account",
    kept: "Until you close your account",
  },
  {
    data: "Saved addresses, with the name and phone number for each",
    purpose: "To deliver your orders",
    kept: "Until you remove the address or close your account",
  },
  {
    data: "Orders, returns, payments, invoices and credit notes: what you bought, prices, the delivery address, the payment reference",
    purpose: "To sell, deliver, refund, and keep the accounts the law asks for",
    kept: "As long as the GST law requires accounts to be kept (about eight years); if you close your account they stay without your name, phone and street",
  },
  {
    data: "Reviews you write",
    purpose: "To show other shoppers what you thought",
    kept: 'Until you delete the review; if you close your account it stays without your name and picture, shown as "A shopper"',
  },
  {
    data: "Your cart and wishlist",
    purpose: "So they wait for you on any device",
    kept: "Until you empty them or close your account",
  },
  {
    data: "Store credit: each amount given or spent, why, and when",
    purpose: "To pay with it and to show your balance",
    kept: "Until you close your account, which needs the balance spent or paid back to you first",
  },
  {
    data: "Your consents to be messaged: purpose, channel, when, which version of this notice",
    purpose: "To send only what you agreed to, and to show that you did",
    kept: "Each change is kept, as proof of what you agreed to and when you withdrew",
  },
  {
    data: "Emails we sent you",
    purpose: "To deliver them, and to retry when a provider fails",
    kept: "30 days, then deleted automatically",
  },
  {
    data: "Texts and WhatsApp messages we sent you: the number, the words, when",
    purpose: "To deliver them and to know what we told you about an order",
    kept: "With our order records; no automatic deletion yet",
  },
  {
    data: "Your IP address and the number of attempts",
    purpose: "To limit repeated logins, sign-ups and codes, and to stop abuse",
    kept: "Counters reset within an hour",
  },
];
