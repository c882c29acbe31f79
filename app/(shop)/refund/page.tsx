import { IntentLink } from "@/components/ui/intent-link";
import { Callout, StaticPage } from "@/components/layout/static-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { SHOP } from "@/lib/shop";

export const metadata = pageMetadata({
  title: "Shipping and Return",
  description:
    "Free shipping across India, cash on delivery, and returns, refunds or replacements within 3 days of delivery. How to return a kurta from My Orders and when your refund arrives.",
  path: "/refund",
});

export default function RefundPage() {
  return (
    <StaticPage
      eyebrow="Policies"
      title="Shipping and Return"
      updated="25 November 2026"
      intro={
        <p>
          Free delivery to your door anywhere in India, cash on delivery if you prefer it, and 3 days after delivery to make sure your kurta
          is right.
        </p>
      }
    >
      <h2>Shipping</h2>
      <ul>
        <li>
          <strong>Free shipping on every order</strong>, with no minimum, to every pin code our courier partners serve in India.
        </li>
        <li>
          <strong>Dispatch:</strong> pieces in stock leave our Delhi studio within {SHOP.dispatchDays} working days of your order. Orders
          placed on Sundays or public holidays are packed the next working day.
        </li>
        <li>
          <strong>Delivery:</strong> usually 2 to 4 working days to metro cities and 4 to 7 working days elsewhere. Remote areas of the
          North East, Jammu and Kashmir, Ladakh and the islands can take up to 10 working days.
        </li>
        <li>
          <strong>Tracking:</strong> once your order is shipped, <IntentLink href="/orders">My Orders</IntentLink> shows the courier and the
          tracking number.
        </li>
      </ul>

      <h2>Cash on delivery</h2>
      <p>
        Products that list <em>Cash on delivery</em> among their offers can be paid for in cash when they reach you, at no extra charge.
        Please keep the exact amount ready; the courier cannot always give change. You can also pay online by card, UPI or net banking
        through Razorpay.
      </p>

      <h2>Returns, refunds and the 3-day replacement guarantee</h2>
      <p>
        If a kurta does not fit, is not what you expected, or arrives damaged, you can send it back within{" "}
        <strong>3 days of delivery</strong>: the request must reach us less than 72 hours after the courier marks your order delivered. For
        each piece you choose a <strong>refund</strong> or a <strong>replacement</strong>.
      </p>
      <Callout title="How to return or replace a piece">
        <ol>
          <li>
            Open <IntentLink href="/orders">My Orders</IntentLink> and choose the delivered order.
          </li>
          <li>Select Return, pick the pieces, choose Refund or Replace for each, and tell us why.</li>
          <li>Pack the kurta with its tags, as it came. Our courier collects it from your address at no cost to you.</li>
          <li>Once our courier has picked up your parcel, we ship your replacement and refund what is due.</li>
        </ol>
      </Callout>

      <h3>Replacements</h3>
      <ul>
        <li>
          A replacement is the <strong>same kurta in another size or colour</strong>, or in the same size if yours was faulty.
        </li>
        <li>
          It is offered only when it <strong>costs no more than you paid</strong> for your piece, GST included. If it costs less, we refund
          the difference with your return.
        </li>
        <li>A size that costs more cannot be a replacement: return your piece for a refund and order the other size.</li>
        <li>
          Your replacement is <strong>set aside from stock when you ask</strong>, so it cannot sell out while your parcel travels back. It
          ships, with its own tax invoice and tracking, once our courier has picked up your parcel. If none is left when you ask, we offer
          you the refund instead.
        </li>
        <li>
          Changed your mind? You can cancel the return from its page in <IntentLink href="/orders">My Orders</IntentLink> until our courier
          picks it up; the replacement set aside for you then goes back to stock.
        </li>
        <li>
          A replacement cannot itself be returned from My Orders: if something is wrong with it,{" "}
          <IntentLink href="/contactUs">contact us</IntentLink>.
        </li>
      </ul>

      <h3>When your refund arrives</h3>
      <ul>
        <li>
          <strong>Paid online:</strong> refunded to the original payment method (the same card, UPI account or bank) as soon as our courier
          has picked up your parcel. Your bank may take 5 to 7 working days to show it.
        </li>
        <li>
          <strong>Paid cash on delivery:</strong> the shop pays your refund itself, by bank transfer or UPI to the account you give us,
          after our courier has picked up your parcel; your return&apos;s page shows it as owed until it is paid.
        </li>
        <li>Shipping is free, so there is nothing deducted for delivery or pickup.</li>
      </ul>

      <h3>Conditions</h3>
      <ul>
        <li>The piece is unworn, unwashed and free of perfume, make-up or stains.</li>
        <li>All tags are attached, and sets come back complete (kurta, bottom and dupatta).</li>
      </ul>

      <h3>What cannot be returned</h3>
      <ul>
        <li>A piece delivered 3 days ago or more.</li>
        <li>A replacement we sent you (contact us instead).</li>
      </ul>
      <p>
        A faulty or wrong piece is always our responsibility: if the window has just closed, still{" "}
        <IntentLink href="/contactUs">contact us</IntentLink> with a photo and we will make it right.
      </p>

      <h2>Cancelling an order</h2>
      <p>
        You can cancel an order from <IntentLink href="/orders">My Orders</IntentLink> while it is pending, before we confirm it; after
        that, please <IntentLink href="/contactUs">contact us</IntentLink>. A prepaid order is refunded to the original payment method.
      </p>

      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> or call <a href={SHOP.phoneHref}>{SHOP.phone}</a>, {SHOP.hours}.
      </p>
    </StaticPage>
  );
}
