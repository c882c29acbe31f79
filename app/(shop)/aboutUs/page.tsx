import { IntentLink } from "@/components/ui/intent-link";
import { Callout, StaticPage } from "@/components/layout/static-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { SHOP } from "@/lib/shop";

export const metadata = pageMetadata({
  title: "About Us",
  description:
    "Kurta Shop is a Delhi studio selling block-printed, chikankari and bandhani kurtas in sizes XS to XXL, with stitching and alterations in Delhi and free shipping across India.",
  path: "/aboutUs",
});

const CRAFTS: { name: string; region: string; text: string }[] = [
  {
    name: "Hand block print",
    region: "Jaipur and Bagru, Rajasthan",
    text: "Carved teak blocks pressed by hand, one colour at a time. Bagru's dabu prints use a mud paste to resist the dye, which is why their edges look soft and a little uneven: that is the hand, not a flaw.",
  },
  {
    name: "Chikankari",
    region: "Lucknow, Uttar Pradesh",
    text: "Fine white-on-white shadow work and knots stitched on mul cotton and georgette. A yoke can take days of needlework, so we keep these pieces light and breathable for summer.",
  },
  {
    name: "Bandhani",
    region: "Kutch, Gujarat",
    text: "Thousands of tiny knots tied and dyed to make dots. Each piece is tied by hand, so no two dot patterns match exactly.",
  },
  {
    name: "Leheriya",
    region: "Jaipur, Rajasthan",
    text: "Cloth rolled and tied on the diagonal before dyeing, giving the waves that Rajasthan wears every monsoon.",
  },
  {
    name: "Zari borders",
    region: "Varanasi, Uttar Pradesh",
    text: "Woven metallic borders on our festive and silk kurtas, for weddings, Diwali and every puja in between.",
  },
  {
    name: "Kalamkari",
    region: "Machilipatnam, Andhra Pradesh",
    text: "Paisley and floral motifs in the spirit of the pen-drawn and block-printed cloths of the Krishna delta.",
  },
];

const SIZES: { size: string; bust: number; waist: number; hip: number }[] = [
  { size: "XS", bust: 32, waist: 26, hip: 35 },
  { size: "S", bust: 34, waist: 28, hip: 37 },
  { size: "M", bust: 36, waist: 30, hip: 39 },
  { size: "L", bust: 38, waist: 32, hip: 41 },
  { size: "XL", bust: 40, waist: 34, hip: 43 },
  { size: "XXL", bust: 42, waist: 36, hip: 45 },
];

export default function AboutUsPage() {
  return (
    <StaticPage
      eyebrow="Our story"
      title="About Us"
      intro={
        <p>
          {SHOP.name} began as a cutting table and two sewing machines in Shahpur Jat, New Delhi, with a simple idea: a good kurta should be
          easy to find, easy to fit and honest about where it comes from.
        </p>
      }
    >
      <p>
        We work with printers, dyers and embroiderers whose families have practised their craft for generations, and we finish, check and
        pack every piece at our Delhi studio. We sell online across India, price everything in rupees and keep our range to what we would
        wear ourselves: everyday cottons, breezy linens, festive silks and sets.
      </p>

      <h2>The crafts we carry</h2>
      <p>
        Every product page names the craft region its kurta comes from, so you know whose hands made it. These are the traditions you will
        find in our range:
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {CRAFTS.map((craft) => (
          <div key={craft.name} className="rounded-xl border border-stone-200 p-5">
            <dt>
              <span className="block font-semibold text-ink">{craft.name}</span>
              <span className="block text-sm text-brand-700">{craft.region}</span>
            </dt>
            <dd className="mt-2 text-[0.95rem] leading-6 text-ink-muted">{craft.text}</dd>
          </div>
        ))}
      </dl>
      <p>
        Our fabrics are cotton, mul cotton, khadi, linen and linen blends for every day; Chanderi, tussar, Banarasi and art silk for
        occasions; rayon, georgette and modal where drape matters more than crispness. Hand-printed and hand-dyed cloth can vary a little in
        shade from the photographs, and we would rather tell you that than hide it.
      </p>

      <h2>Sizes XS to XXL</h2>
      <p>
        Every design comes in six sizes. The table shows the body measurements each size is cut to fit, in inches; the length of each kurta
        is on its product page.
      </p>
      <div className="mt-6 overflow-x-auto rounded-xl border border-stone-200">
        <table className="w-full min-w-[22rem] text-left text-sm">
          <caption className="sr-only">Body measurements in inches for each size</caption>
          <thead className="bg-brand-50 text-ink">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Size
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Bust (in)
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Waist (in)
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Hip (in)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {SIZES.map((row) => (
              <tr key={row.size}>
                <th scope="row" className="px-4 py-2.5 font-semibold">
                  {row.size}
                </th>
                <td className="px-4 py-2.5">{row.bust}</td>
                <td className="px-4 py-2.5">{row.waist}</td>
                <td className="px-4 py-2.5">{row.hip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Between two sizes? Take the larger one: a kurta is easy to take in and hard to let out. If a size does not suit you, the{" "}
        <IntentLink href="/refund">3-day replacement guarantee</IntentLink> lets you swap it.
      </p>

      <h2>Stitching and alterations in Delhi</h2>
      <p>
        Our tailors work at the studio in Shahpur Jat. If you live in Delhi NCR you can bring any kurta bought from us to have the sleeves
        shortened, the hem taken up or the fit taken in, and we can stitch selected fabrics to your measurements. Most alterations are ready
        in two to three working days.
      </p>
      <Callout title="Visit the studio">
        <p>
          {SHOP.oneLineAddress}. Open {SHOP.hours}. Please call <a href={SHOP.phoneHref}>{SHOP.phone}</a> before you come, so a tailor is
          free to measure you.
        </p>
      </Callout>
      <p>
        A piece that has been altered or stitched to measure is made for you alone, so it cannot be returned; please read our{" "}
        <IntentLink href="/refund">shipping and return policy</IntentLink>.
      </p>

      <h2>Our promises</h2>
      <ul>
        <li>
          <strong>Free shipping</strong> on every order, to every pin code we can reach in India.
        </li>
        <li>
          <strong>Cash on delivery</strong> on every product marked for it, so you can pay when your kurta arrives.
        </li>
        <li>
          <strong>Premium quality</strong>: each piece is checked for print, stitching and finish before it is packed.
        </li>
        <li>
          <strong>A 3-day replacement guarantee</strong>: if something is wrong, tell us within 3 days of delivery and we will replace or
          refund it.
        </li>
        <li>
          <strong>A real reply</strong>: write to us and a person from our Delhi team answers within one working day.
        </li>
      </ul>
      <p>
        Questions, a custom order or just a kind word? <IntentLink href="/contactUs">Contact us</IntentLink>; we read everything.
      </p>
    </StaticPage>
  );
}
