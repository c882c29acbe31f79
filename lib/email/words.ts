import type { Locale } from "@/lib/i18n/locales";
import { SHOP } from "@/lib/shop";

// The words of the shop's emails in each language (decision 122): English as the spec and the shop
// have always written them, Hindi for a shopper who chose it. Amounts stay as ₹1,049 and order ids
// as they are; a reason the shop or the courier wrote is quoted as written.
const shop = SHOP.name;

type LinkWords = { subject: string; intro: string; button: string; lifetime: string; ignore: string };
type Paragraphs = { subject: string; paragraphs: string[] };
type Refund = { refund: string | null; refundPending?: boolean; toStoreCredit?: boolean };
/** A return's request as its email tells it. */
export type ReturnRequested = {
  id: string;
  parentOrderId: string;
  items: string[];
  replacements: string[];
  /** What goes back by the method paid. */
  refund: string | null;
  /** What is credited to store credit at pickup (issue 51), the bonus included. */
  storeCredit?: string | null;
  cashOnDelivery: boolean;
};
type ReminderWords = { subject: string; intro: string; button: string; stop: string; stopLine: (link: string) => string };

export type EmailWords = {
  htmlLang: string;
  hello: (name: string) => string;
  seeOrder: string;
  buttonFallback: string;
  links: {
    verify: LinkWords;
    reset: LinkWords;
    exists: LinkWords;
    waysRemoved: (removed: string) => LinkWords;
  };
  moves: {
    cancelled: (id: string, reason: string, refund: Refund) => Paragraphs;
    shipped: (id: string, replacement: boolean, trackingUrl: string | null) => Paragraphs;
    delivered: (id: string, replacement: boolean) => Paragraphs;
    outForDelivery: (id: string, cash: string | null) => Paragraphs;
    returnPickedUp: (id: string, refund: string | null, storeCredit: string | null) => Paragraphs;
    deliveryFailed: (id: string, reason: string, answerBy: string) => Paragraphs;
    returnedToOrigin: (id: string, refund: Refund) => Paragraphs;
    returnRequested: (input: ReturnRequested) => Paragraphs;
    returnCancelled: (id: string, reason: string, exchange: boolean) => Paragraphs;
    refundIssued: (id: string, refund: string | null, storeCredit: string | null, cashOnDelivery: boolean) => Paragraphs;
  };
  confirmation: {
    subject: (id: string) => string;
    thanks: (id: string) => string;
    codFee: string;
    roundOff: string;
    total: string;
    byCredit: (amount: string) => string;
    advance: (amount: string) => string;
    cash: (amount: string) => string;
    paidOnline: string;
    deliveringTo: string;
  };
  backInStock: {
    subject: (item: string) => string;
    intro: (item: string) => string;
    button: string;
    stopLine: (link: string) => string;
    stop: string;
  };
  cartReminder: (cart: string) => ReminderWords;
  giftCard: {
    subject: (from: string, amount: string) => string;
    sent: (from: string, amount: string) => string;
    yourCode: string;
    addBy: (until: string) => string;
    addLink: (until: string) => string;
  };
  wishlistPrice: (item: string, was: string, now: string) => ReminderWords;
  /** A gift card's receipt to its buyer (never the code). */
  giftCardReceipt: {
    subject: (amount: string, recipient: string) => string;
    intro: (recipient: string) => string;
    card: string;
    for: string;
    sent: string;
    paidOnline: string;
    byWhatsApp: (phone: string) => string;
    byEmail: (email: string) => string;
    now: string;
    on: (when: string) => string;
    noInvoiceHeading: string;
    noInvoiceWhy: string;
    yourReceipt: string;
    seeReceipt: string;
  };
  /** The owner's answer to a privacy grievance. */
  grievanceAnswer: { subject: string; dear: (name: string) => string; reference: string; signature: string };
};

const en: EmailWords = {
  htmlLang: "en",
  hello: (name) => (name ? `Hello ${name},` : "Hello,"),
  seeOrder: "See your order",
  buttonFallback: "If the button does not work, copy this link into your browser:",
  links: {
    verify: {
      subject: `Verify your email for ${shop}`,
      intro: `Thank you for creating an account at ${shop}. Please confirm your email address with the button below.`,
      button: "Verify my email",
      lifetime: "The link works for 24 hours.",
      ignore: `If you did not create an account at ${shop}, you can ignore this email.`,
    },
    reset: {
      subject: `Reset your ${shop} password`,
      intro: `We received a request to reset the password of your ${shop} account. Choose a new password with the button below.`,
      button: "Reset my password",
      lifetime: "The link works for 1 hour.",
      ignore: "If you did not ask for this, you can ignore this email; your password stays the same.",
    },
    exists: {
      subject: `You already have a ${shop} account`,
      intro: `Someone, perhaps you, tried to create a new ${shop} account with this email address. You already have one, so nothing was changed. Log in with the button below; if you have forgotten your password, choose "Forgot password" there.`,
      button: "Log in",
      lifetime: "Your account, orders and password stay as they were.",
      ignore: "If this was not you, you can ignore this email.",
    },
    waysRemoved: (removed) => ({
      subject: `Your ${shop} account: we removed a way to log in`,
      intro: `Your email address is now proved. For your safety we removed what was added to your account before it was: ${removed}, and logged out every other device. If you added it yourself, add it again from your account.`,
      button: "Open my account",
      lifetime: "Your orders and addresses are as they were.",
      ignore: "If you did not add it, someone else used your email before you proved it: they can no longer log in.",
    }),
  },
  moves: {
    cancelled: (id, reason, { refund, refundPending, toStoreCredit }) => ({
      subject: `Your ${shop} order ${id} is cancelled`,
      paragraphs: [
        `Your order ${id} is cancelled. Reason: ${reason}`,
        !refund
          ? "Nothing was charged: the order was to be paid on delivery."
          : toStoreCredit
            ? `Your payment of ${refund} has been added to your store credit, ready for your next order.`
            : refundPending
              ? `Your payment of ${refund} will be refunded to the card or account you paid with: the payment provider could not take the refund just now, and we retry it automatically. Banks usually show it within 5 to 7 working days after that.`
              : `Your payment of ${refund} has been refunded to the card or account you paid with. Banks usually show it within 5 to 7 working days.`,
      ],
    }),
    shipped: (id, replacement, trackingUrl) => {
      const what = replacement ? "replacement" : "order";
      return {
        subject: `Your ${shop} ${what} ${id} is on its way`,
        paragraphs: [
          `Good news: your ${what} ${id} has been shipped.`,
          trackingUrl ? `Track your parcel: ${trackingUrl}` : "You can follow it from your order page.",
        ],
      };
    },
    delivered: (id, replacement) => {
      const what = replacement ? "replacement" : "order";
      return {
        subject: `Your ${shop} ${what} ${id} is delivered`,
        paragraphs: [
          `Your ${what} ${id} has been delivered. We hope you enjoy it.`,
          replacement
            ? "Its tax invoice is on your order page. If something is still not right, please contact us."
            : "If something is not right, you can return or exchange it from your order page within 3 days.",
        ],
      };
    },
    outForDelivery: (id, cash) => ({
      subject: `Your ${shop} order ${id} is out for delivery`,
      paragraphs: [
        `Your order ${id} is out for delivery today.`,
        cash ? `Please keep ${cash} in cash ready for the courier.` : "It is paid: there is nothing to pay at the door.",
      ],
    }),
    returnPickedUp: (id, refund, storeCredit) => ({
      subject: `We picked up your ${shop} return ${id}`,
      paragraphs: [
        `The courier has picked up your return ${id}.`,
        ...(storeCredit ? [enCreditAdded(storeCredit)] : []),
        refund
          ? `We pay you back ${refund} once it reaches us, and email you when it is paid.`
          : "There is nothing to refund: your replacement follows as shown on your order page.",
      ],
    }),
    deliveryFailed: (id, reason, answerBy) => ({
      subject: `We could not deliver your ${shop} order ${id}`,
      paragraphs: [
        `The courier could not deliver your order ${id}. They said: ${reason}`,
        `Please tell us by ${answerBy} what to do: choose a day for another attempt (and check your phone number or add a landmark), or have the parcel sent back to us. Without an answer the courier tries once more.`,
      ],
    }),
    returnedToOrigin: (id, { refund, refundPending, toStoreCredit }) => ({
      subject: `Your ${shop} order ${id} came back to us`,
      paragraphs: [
        `The parcel of your order ${id} could not be delivered and has come back to us, so the order is closed.`,
        !refund
          ? "Nothing is owed: the order was to be paid on delivery."
          : toStoreCredit
            ? `Your payment of ${refund} has been added to your store credit, ready for your next order.`
            : refundPending
              ? `Your payment of ${refund} will be refunded to the card or account you paid with: the payment provider could not take the refund just now, and we retry it automatically.`
              : `Your payment of ${refund} has been refunded in full to the card or account you paid with. Banks usually show it within 5 to 7 working days.`,
      ],
    }),
    returnRequested: ({ id, parentOrderId, items, replacements, refund, storeCredit, cashOnDelivery }) => {
      const exchange = replacements.length > 0;
      return {
        subject: `Your ${shop} ${exchange ? "exchange" : "return"} ${id} is requested`,
        paragraphs: [
          `We received your return ${id} of order ${parentOrderId}: ${items.join(", ")}.`,
          ...(exchange
            ? [
                `In their place we will send ${replacements.join(", ")}. We have set them aside for you; they ship as soon as our courier has picked up your parcel.`,
              ]
            : []),
          "Please keep the items packed: our courier will come to pick them up.",
          ...(storeCredit ? [`Once they are picked up, ${storeCredit} is added to your store credit at once.`] : []),
          ...(storeCredit && !refund
            ? []
            : [
                !refund
                  ? "There is nothing to refund: the replacement costs what you paid."
                  : cashOnDelivery
                    ? `Once they are picked up, we will pay you back ${refund}.`
                    : `Once they are picked up, ${refund} will be refunded to the card or account you paid with.`,
              ]),
        ],
      };
    },
    returnCancelled: (id, reason, exchange) => ({
      subject: `Your ${shop} return ${id} is cancelled`,
      paragraphs: [
        `Your return ${id} is cancelled, so our courier will not pick the items up. Reason: ${reason}`,
        exchange ? "The replacement we set aside for you has gone back to our stock." : "Nothing will be refunded for it.",
      ],
    }),
    refundIssued: (id, refund, storeCredit, cashOnDelivery) => ({
      subject: `Your ${shop} refund for ${id}`,
      paragraphs: [
        refund ? `Your return ${id} has been picked up and ${refund} has been refunded.` : `Your return ${id} has been picked up.`,
        ...(storeCredit ? [enCreditAdded(storeCredit)] : []),
        ...(refund
          ? [
              cashOnDelivery
                ? "As the order was paid in cash, we have paid the amount back to you directly."
                : "It goes back to the card or account you paid with. Banks usually show it within 5 to 7 working days.",
            ]
          : []),
      ],
    }),
  },
  confirmation: {
    subject: (id) => `Your ${shop} order ${id}`,
    thanks: (id) => `Thank you for your order ${id}.`,
    codFee: "Cash on delivery fee (GST included)",
    roundOff: "Round off",
    total: "Total (GST included, free delivery)",
    byCredit: (amount) => `Paid by store credit: ${amount}. `,
    advance: (amount) => `Advance to pay online: ${amount} (the order is cancelled if it is not paid in time). `,
    cash: (amount) => `Cash on delivery: please keep ${amount} ready.`,
    paidOnline: "Paid online.",
    deliveringTo: "Delivering to:",
  },
  backInStock: {
    subject: (item) => `Back in stock: ${item}`,
    intro: (item) =>
      `Good news: ${item} is back in stock at ${shop}. You asked us to tell you, so we are telling you once, in the order shoppers asked; pieces go to whoever orders first.`,
    button: "See it",
    stopLine: (link) => `To stop back-in-stock emails: ${link}`,
    stop: "Stop back-in-stock emails",
  },
  giftCard: {
    subject: (from, amount) => `${from} sent you a ${shop} gift card of ${amount}`,
    sent: (from, amount) => `${from} sent you a ${shop} gift card of ${amount}.`,
    yourCode: "Your code",
    addBy: (until) => `Log in and add it to your store credit by ${until}`,
    addLink: (until) => `Log in and add it to your store credit by ${until}.`,
  },
  cartReminder: (cart) => ({
    subject: `Your cart at ${shop} is waiting`,
    intro: `You left ${cart} in your cart. It is kept for you, at today's prices.`,
    button: "See my cart",
    stop: "Stop cart reminders",
    stopLine: (link) => `To stop cart reminders: ${link}`,
  }),
  wishlistPrice: (item, was, now) => ({
    subject: `${item} on your wishlist is now ${now}`,
    intro: `${item}, which you saved at ${was}, is now ${now} at ${shop}.`,
    button: "See it",
    stop: "Stop offers",
    stopLine: (link) => `To stop offers: ${link}`,
  }),
  giftCardReceipt: {
    subject: (amount, recipient) => `Your receipt: a ${shop} gift card of ${amount} for ${recipient}`,
    intro: (recipient) =>
      `Thank you: your payment for a ${shop} gift card is in. The code goes to ${recipient} alone; it is not in this email.`,
    card: "Gift card",
    for: "For",
    sent: "Sent",
    paidOnline: "Paid online",
    byWhatsApp: (phone) => `by WhatsApp to ${phone}`,
    byEmail: (email) => `by email to ${email}`,
    now: "now",
    on: (when) => `on ${when}`,
    noInvoiceHeading: "Why there is no tax invoice",
    noInvoiceWhy:
      "A gift card is a voucher, which under CBIC Circular 243/37/2024 is neither goods nor a service, so no GST is charged when it is " +
      "bought and this receipt is not a tax invoice. GST is charged on the clothes it pays for, on their own invoice, when it is used.",
    yourReceipt: "Your receipt",
    seeReceipt: "See your receipt",
  },
  grievanceAnswer: {
    subject: `Your privacy request to ${shop}`,
    dear: (name) => `Dear ${name},`,
    reference: "Reference",
    signature: `${shop}, Grievance Officer`,
  },
};

function enCreditAdded(amount: string) {
  return `${amount} has been added to your store credit, ready for your next order.`;
}

const hiCreditAdded = (amount: string) => `${amount} आपके स्टोर क्रेडिट में जोड़ दिए गए हैं, अगले ऑर्डर में काम आएँगे।`;
const hiToCard = "उसी कार्ड या खाते में";

const hi: EmailWords = {
  htmlLang: "hi",
  hello: (name) => (name ? `नमस्ते ${name},` : "नमस्ते,"),
  seeOrder: "अपना ऑर्डर देखें",
  buttonFallback: "अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में खोलें:",
  links: {
    verify: {
      subject: `${shop} के लिए अपना ईमेल पक्का करें`,
      intro: `${shop} पर खाता बनाने के लिए धन्यवाद। कृपया नीचे दिए बटन से अपना ईमेल पता पक्का करें।`,
      button: "मेरा ईमेल पक्का करें",
      lifetime: "यह लिंक 24 घंटे तक काम करेगा।",
      ignore: `अगर आपने ${shop} पर खाता नहीं बनाया है, तो इस ईमेल को अनदेखा कर दें।`,
    },
    reset: {
      subject: `अपना ${shop} पासवर्ड बदलें`,
      intro: `हमें आपके ${shop} खाते का पासवर्ड बदलने का अनुरोध मिला है। नीचे दिए बटन से नया पासवर्ड चुनें।`,
      button: "मेरा पासवर्ड बदलें",
      lifetime: "यह लिंक 1 घंटे तक काम करेगा।",
      ignore: "अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें; आपका पासवर्ड वही रहेगा।",
    },
    exists: {
      subject: `${shop} पर आपका खाता पहले से है`,
      intro: `किसी ने, शायद आपने ही, इस ईमेल पते से ${shop} पर नया खाता बनाने की कोशिश की। आपका खाता पहले से है, इसलिए कुछ नहीं बदला गया। नीचे दिए बटन से लॉग इन करें; पासवर्ड याद न हो, तो वहाँ नया पासवर्ड बनाने का विकल्प चुनें।`,
      button: "लॉग इन करें",
      lifetime: "आपका खाता, ऑर्डर और पासवर्ड पहले जैसे ही हैं।",
      ignore: "अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा कर दें।",
    },
    waysRemoved: (removed) => ({
      subject: `आपका ${shop} खाता: हमने लॉग इन का एक तरीका हटा दिया`,
      intro: `आपका ईमेल पता अब पक्का हो गया है। आपकी सुरक्षा के लिए, इसके पक्का होने से पहले आपके खाते में जो जोड़ा गया था, उसे हमने हटा दिया है: ${removed}, और बाकी सभी डिवाइस से लॉग आउट कर दिया है। अगर वह आपने खुद जोड़ा था, तो अपने खाते से उसे फिर जोड़ लें।`,
      button: "मेरा खाता खोलें",
      lifetime: "आपके ऑर्डर और पते पहले जैसे ही हैं।",
      ignore: "अगर वह आपने नहीं जोड़ा था, तो आपका ईमेल पक्का होने से पहले किसी और ने उसका इस्तेमाल किया था: अब वह लॉग इन नहीं कर सकता।",
    }),
  },
  moves: {
    cancelled: (id, reason, { refund, refundPending, toStoreCredit }) => ({
      subject: `आपका ${shop} ऑर्डर ${id} रद्द हो गया है`,
      paragraphs: [
        `आपका ऑर्डर ${id} रद्द हो गया है। कारण: ${reason}`,
        !refund
          ? "आपसे कुछ नहीं लिया गया: इस ऑर्डर का भुगतान डिलीवरी पर होना था।"
          : toStoreCredit
            ? hiCreditAdded(refund)
            : refundPending
              ? `आपके ${refund} ${hiToCard} लौटाए जाएँगे जिससे आपने भुगतान किया था: भुगतान सेवा अभी रिफ़ंड नहीं ले पाई, हम अपने आप फिर कोशिश करेंगे। उसके बाद बैंक आमतौर पर 5 से 7 कामकाजी दिनों में इसे दिखा देते हैं।`
              : `आपके ${refund} ${hiToCard} लौटा दिए गए हैं जिससे आपने भुगतान किया था। बैंक आमतौर पर 5 से 7 कामकाजी दिनों में इसे दिखा देते हैं।`,
      ],
    }),
    shipped: (id, replacement, trackingUrl) => {
      const what = replacement ? "बदले का ऑर्डर" : "ऑर्डर";
      return {
        subject: `आपका ${shop} ${what} ${id} रास्ते में है`,
        paragraphs: [
          `अच्छी ख़बर: आपका ${what} ${id} भेज दिया गया है।`,
          trackingUrl ? `अपना पार्सल ट्रैक करें: ${trackingUrl}` : "आप इसे अपने ऑर्डर के पेज पर देख सकते हैं।",
        ],
      };
    },
    delivered: (id, replacement) => {
      const what = replacement ? "बदले का ऑर्डर" : "ऑर्डर";
      return {
        subject: `आपका ${shop} ${what} ${id} डिलीवर हो गया`,
        paragraphs: [
          `आपका ${what} ${id} डिलीवर हो गया है। उम्मीद है आपको पसंद आएगा।`,
          replacement
            ? "इसका टैक्स इनवॉइस आपके ऑर्डर के पेज पर है। अगर अब भी कुछ ठीक न हो, तो कृपया हमसे संपर्क करें।"
            : "अगर कुछ ठीक न हो, तो 3 दिन के अंदर अपने ऑर्डर के पेज से इसे लौटा या बदल सकते हैं।",
        ],
      };
    },
    outForDelivery: (id, cash) => ({
      subject: `आपका ${shop} ऑर्डर ${id} डिलीवरी के लिए निकल चुका है`,
      paragraphs: [
        `आपका ऑर्डर ${id} आज डिलीवरी के लिए निकला है।`,
        cash ? `कृपया कूरियर के लिए ${cash} नकद तैयार रखें।` : "इसका भुगतान हो चुका है: दरवाज़े पर कुछ नहीं देना है।",
      ],
    }),
    returnPickedUp: (id, refund, storeCredit) => ({
      subject: `हमने आपका ${shop} रिटर्न ${id} ले लिया है`,
      paragraphs: [
        `कूरियर ने आपका रिटर्न ${id} ले लिया है।`,
        ...(storeCredit ? [hiCreditAdded(storeCredit)] : []),
        refund
          ? `सामान हमारे पास पहुँचते ही हम आपको ${refund} लौटा देंगे, और भुगतान होने पर ईमेल करेंगे।`
          : "लौटाने को कुछ नहीं है: आपका बदले का सामान आपके ऑर्डर के पेज पर बताए अनुसार आएगा।",
      ],
    }),
    deliveryFailed: (id, reason, answerBy) => ({
      subject: `हम आपका ${shop} ऑर्डर ${id} डिलीवर नहीं कर पाए`,
      paragraphs: [
        `कूरियर आपका ऑर्डर ${id} डिलीवर नहीं कर पाया। उनका कहना है: ${reason}`,
        `कृपया ${answerBy} तक बताएँ कि आगे क्या करें: दोबारा डिलीवरी के लिए कोई दिन चुनें (और अपना फ़ोन नंबर जाँच लें या कोई लैंडमार्क जोड़ दें), या पार्सल हमें वापस भिजवा दें। जवाब न मिलने पर कूरियर एक बार और कोशिश करेगा।`,
      ],
    }),
    returnedToOrigin: (id, { refund, refundPending, toStoreCredit }) => ({
      subject: `आपका ${shop} ऑर्डर ${id} हमारे पास लौट आया`,
      paragraphs: [
        `आपके ऑर्डर ${id} का पार्सल डिलीवर नहीं हो सका और हमारे पास लौट आया है, इसलिए ऑर्डर बंद कर दिया गया है।`,
        !refund
          ? "कुछ भी बकाया नहीं है: इस ऑर्डर का भुगतान डिलीवरी पर होना था।"
          : toStoreCredit
            ? hiCreditAdded(refund)
            : refundPending
              ? `आपके ${refund} ${hiToCard} लौटाए जाएँगे जिससे आपने भुगतान किया था: भुगतान सेवा अभी रिफ़ंड नहीं ले पाई, हम अपने आप फिर कोशिश करेंगे।`
              : `आपके पूरे ${refund} ${hiToCard} लौटा दिए गए हैं जिससे आपने भुगतान किया था। बैंक आमतौर पर 5 से 7 कामकाजी दिनों में इसे दिखा देते हैं।`,
      ],
    }),
    returnRequested: ({ id, parentOrderId, items, replacements, refund, storeCredit, cashOnDelivery }) => {
      const exchange = replacements.length > 0;
      return {
        subject: `आपका ${shop} ${exchange ? "एक्सचेंज" : "रिटर्न"} ${id} दर्ज हो गया है`,
        paragraphs: [
          `हमें ऑर्डर ${parentOrderId} का आपका रिटर्न ${id} मिल गया है: ${items.join(", ")}।`,
          ...(exchange
            ? [
                `इनकी जगह हम ${replacements.join(", ")} भेजेंगे। हमने इन्हें आपके लिए अलग रख दिया है; हमारा कूरियर आपका पार्सल ले ले, उसके तुरंत बाद ये भेज दिए जाएँगे।`,
              ]
            : []),
          "कृपया सामान पैक करके रखें: हमारा कूरियर इन्हें लेने आएगा।",
          ...(storeCredit ? [`सामान ले लिए जाने पर ${storeCredit} तुरंत आपके स्टोर क्रेडिट में जोड़ दिए जाएँगे।`] : []),
          ...(storeCredit && !refund
            ? []
            : [
                !refund
                  ? "लौटाने को कुछ नहीं है: बदले के सामान की कीमत उतनी ही है जितनी आपने दी थी।"
                  : cashOnDelivery
                    ? `सामान ले लिए जाने पर हम आपको ${refund} लौटा देंगे।`
                    : `सामान ले लिए जाने पर ${refund} ${hiToCard} लौटा दिए जाएँगे जिससे आपने भुगतान किया था।`,
              ]),
        ],
      };
    },
    returnCancelled: (id, reason, exchange) => ({
      subject: `आपका ${shop} रिटर्न ${id} रद्द हो गया है`,
      paragraphs: [
        `आपका रिटर्न ${id} रद्द हो गया है, इसलिए हमारा कूरियर सामान लेने नहीं आएगा। कारण: ${reason}`,
        exchange ? "आपके लिए अलग रखा गया बदले का सामान वापस हमारे स्टॉक में चला गया है।" : "इसके लिए कुछ भी नहीं लौटाया जाएगा।",
      ],
    }),
    refundIssued: (id, refund, storeCredit, cashOnDelivery) => ({
      subject: `${id} के लिए आपका ${shop} रिफ़ंड`,
      paragraphs: [
        refund ? `आपका रिटर्न ${id} ले लिया गया है और ${refund} लौटा दिए गए हैं।` : `आपका रिटर्न ${id} ले लिया गया है।`,
        ...(storeCredit ? [hiCreditAdded(storeCredit)] : []),
        ...(refund
          ? [
              cashOnDelivery
                ? "ऑर्डर का भुगतान नकद हुआ था, इसलिए हमने यह रकम सीधे आपको लौटा दी है।"
                : `यह रकम ${hiToCard} लौटेगी जिससे आपने भुगतान किया था। बैंक आमतौर पर 5 से 7 कामकाजी दिनों में इसे दिखा देते हैं।`,
            ]
          : []),
      ],
    }),
  },
  confirmation: {
    subject: (id) => `आपका ${shop} ऑर्डर ${id}`,
    thanks: (id) => `आपके ऑर्डर ${id} के लिए धन्यवाद।`,
    codFee: "कैश ऑन डिलीवरी शुल्क (GST सहित)",
    roundOff: "राउंड ऑफ़",
    total: "कुल (GST सहित, डिलीवरी मुफ़्त)",
    byCredit: (amount) => `स्टोर क्रेडिट से भुगतान: ${amount}। `,
    advance: (amount) => `ऑनलाइन देना है एडवांस: ${amount} (समय पर न देने पर ऑर्डर रद्द हो जाएगा)। `,
    cash: (amount) => `कैश ऑन डिलीवरी: कृपया ${amount} तैयार रखें।`,
    paidOnline: "ऑनलाइन भुगतान हो चुका है।",
    deliveringTo: "डिलीवरी का पता:",
  },
  backInStock: {
    subject: (item) => `फिर से उपलब्ध: ${item}`,
    intro: (item) =>
      `अच्छी ख़बर: ${item} ${shop} पर फिर से उपलब्ध है। आपने हमें बताने को कहा था, इसलिए हम एक बार बता रहे हैं, उसी क्रम में जिसमें ग्राहकों ने कहा था; जो पहले ऑर्डर करेगा, सामान उसी को मिलेगा।`,
    button: "इसे देखें",
    stopLine: (link) => `दोबारा उपलब्ध होने के ईमेल बंद करने के लिए: ${link}`,
    stop: "दोबारा उपलब्ध होने के ईमेल बंद करें",
  },
  giftCard: {
    subject: (from, amount) => `${from} ने आपको ${amount} का ${shop} गिफ़्ट कार्ड भेजा है`,
    sent: (from, amount) => `${from} ने आपको ${amount} का ${shop} गिफ़्ट कार्ड भेजा है।`,
    yourCode: "आपका कोड",
    addBy: (until) => `लॉग इन करें और ${until} तक इसे अपने स्टोर क्रेडिट में जोड़ लें`,
    addLink: (until) => `लॉग इन करें और ${until} तक इसे अपने स्टोर क्रेडिट में जोड़ लें।`,
  },
  cartReminder: (cart) => ({
    subject: `${shop} पर आपकी कार्ट आपका इंतज़ार कर रही है`,
    intro: `आपने अपनी कार्ट में ${cart} छोड़ा था। यह आज के दाम पर आपके लिए रखा है।`,
    button: "मेरी कार्ट देखें",
    stop: "कार्ट की याद दिलाना बंद करें",
    stopLine: (link) => `कार्ट की याद दिलाना बंद करने के लिए: ${link}`,
  }),
  wishlistPrice: (item, was, now) => ({
    subject: `आपकी विशलिस्ट का ${item} अब ${now} का है`,
    intro: `${item}, जिसे आपने ${was} पर सहेजा था, अब ${shop} पर ${now} का है।`,
    button: "इसे देखें",
    stop: "ऑफ़र बंद करें",
    stopLine: (link) => `ऑफ़र बंद करने के लिए: ${link}`,
  }),
  giftCardReceipt: {
    subject: (amount, recipient) => `आपकी रसीद: ${recipient} के लिए ${amount} का ${shop} गिफ़्ट कार्ड`,
    intro: (recipient) => `धन्यवाद: ${shop} गिफ़्ट कार्ड के लिए आपका भुगतान मिल गया है। कोड सिर्फ़ ${recipient} को भेजा जाएगा; वह इस ईमेल में नहीं है।`,
    card: "गिफ़्ट कार्ड",
    for: "किसके लिए",
    sent: "भेजा जाएगा",
    paidOnline: "ऑनलाइन भुगतान",
    byWhatsApp: (phone) => `WhatsApp पर ${phone} को`,
    byEmail: (email) => `ईमेल से ${email} को`,
    now: "अभी",
    on: (when) => `${when} को`,
    noInvoiceHeading: "टैक्स इनवॉइस क्यों नहीं है",
    noInvoiceWhy:
      "गिफ़्ट कार्ड एक वाउचर है, जो CBIC सर्कुलर 243/37/2024 के अनुसार न सामान है न सेवा, इसलिए इसे ख़रीदते समय GST नहीं लगता और यह रसीद टैक्स इनवॉइस नहीं है। GST उन कपड़ों पर लगता है जिनका भुगतान इससे होता है, उनके अपने इनवॉइस पर, जब कार्ड इस्तेमाल होता है।",
    yourReceipt: "आपकी रसीद",
    seeReceipt: "अपनी रसीद देखें",
  },
  grievanceAnswer: {
    subject: `${shop} से आपके निजता अनुरोध का जवाब`,
    dear: (name) => `प्रिय ${name},`,
    reference: "संदर्भ",
    signature: `${shop}, शिकायत अधिकारी`,
  },
};

export const EMAIL_WORDS: Record<Locale, EmailWords> = { en, hi };
