import Link from "next/link";
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
      updated="1 November 2025"
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
          <strong>Tracking:</strong> once your order is shipped, <Link href="/orders">My Orders</Link> shows the courier and the tracking
          number.
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
        If a kurta does not fit, is not what you expected, or arrives damaged, you can ask for a <strong>return with a refund</strong> or a{" "}
        <strong>replacement</strong> (another size, or the same piece if yours was faulty) within <strong>3 days of delivery</strong>: the
        request must reach us less than 72 hours after the courier marks your order delivered.
      </p>
      <Callout title="How to return a piece">
        <ol>
          <li>
            Open <Link href="/orders">My Orders</Link> and choose the delivered order.
          </li>
          <li>Select Return, pick the pieces and tell us why. For a replacement, choose the size you want.</li>
          <li>Pack the kurta with its tags, as it came. Our courier collects it from your address at no cost to you.</li>
          <li>Once it reaches us and passes a quick check, we ship your replacement or start your refund.</li>
        </ol>
      </Callout>

      <h3>When your refund arrives</h3>
      <ul>
        <li>
          <strong>Paid online:</strong> refunded to the original payment method (the same card, UPI account or bank) within 5 to 7 working
          days of the check.
        </li>
        <li>
          <strong>Paid cash on delivery:</strong> refunded by bank transfer or UPI to the account you give us within 5 to 7 working days of
          the check.
        </li>
        <li>Shipping is free, so there is nothing deducted for delivery or pickup.</li>
      </ul>

      <h3>Conditions</h3>
      <ul>
        <li>The piece is unworn, unwashed and free of perfume, make-up or stains.</li>
        <li>All tags are attached, and sets come back complete (kurta, bottom and dupatta).</li>
        <li>A replacement depends on stock; if your size is sold out, we refund you instead.</li>
      </ul>

      <h3>What cannot be returned</h3>
      <ul>
        <li>Pieces altered at our Delhi studio or stitched to your measurements: they are made for you alone.</li>
        <li>Pieces returned more than 3 days after delivery, or without their tags.</li>
      </ul>
      <p>
        A faulty or wrong piece is always our responsibility: if it has been altered or the window has just closed, still{" "}
        <Link href="/contactUs">contact us</Link> with a photo and we will make it right.
      </p>

      <h2>Cancelling an order</h2>
      <p>
        You can cancel an order from <Link href="/orders">My Orders</Link> until it is shipped. A prepaid order is refunded to the original
        payment method within 5 to 7 working days.
      </p>

      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> or call <a href={SHOP.phoneHref}>{SHOP.phone}</a>, {SHOP.hours}.
      </p>
    </StaticPage>
  );
}
