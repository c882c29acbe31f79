import { IntentLink } from "@/components/ui/intent-link";
import { Callout, StaticPage } from "@/components/layout/static-page";
import { GRIEVANCE_OFFICER, MINIMUM_AGE, NOTICE_ITEMS, PRIVACY_NOTICE_VERSION } from "@/lib/privacy/notice";
import { pageMetadata } from "@/lib/seo/metadata";
import { SHOP } from "@/lib/shop";

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description:
    "What Kurta Shop collects (name, email, phone, addresses, orders), why, who processes it, our single session cookie, how long we keep it and your rights under India's Digital Personal Data Protection Act, 2023.",
  path: "/privacy",
});

const PROCESSORS: { name: string; role: string; shares: string }[] = [
  {
    name: "Razorpay",
    role: "Online payments",
    shares: "the amount, your order reference and the contact details shown on the payment page",
  },
  { name: "Resend", role: "Email delivery", shares: "your email address, name and the content of the email" },
  { name: "UploadThing", role: "Image storage", shares: "the profile picture you choose to upload" },
  { name: "Shiprocket", role: "Shipping and pickups", shares: "the delivery name, address, pin code and phone number of your order" },
];

export default function PrivacyPage() {
  return (
    <StaticPage
      eyebrow="Policies"
      title="Privacy Policy"
      updated={`6 December 2026 (version ${PRIVACY_NOTICE_VERSION})`}
      intro={
        <p>
          We collect only what we need to sell you a kurta and deliver it, we never sell your data, and we use no advertising or tracking
          cookies. This page explains the details in plain words.
        </p>
      }
    >
      <h2>Who we are</h2>
      <p>
        {SHOP.name} ({SHOP.oneLineAddress}) decides how the personal data described here is used: under the Digital Personal Data Protection
        Act, 2023 we are its <em>Data Fiduciary</em>.
      </p>

      <h2>What we hold, why, and for how long</h2>
      <div className="mt-6 overflow-x-auto rounded-xl border border-stone-200">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Each kind of personal data we hold, its purpose and how long we keep it</caption>
          <thead className="bg-brand-50 text-ink">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Data
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Why
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                How long, and why
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {NOTICE_ITEMS.map((item) => (
              <tr key={item.data} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold">
                  {item.data}
                </th>
                <td className="px-4 py-3">{item.purpose}</td>
                <td className="px-4 py-3 text-ink-muted">{item.kept}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Card, UPI and bank details are entered on Razorpay&apos;s page and never reach our servers. We do not sell or rent your data and do
        not use it for advertising.
      </p>

      <h2>Messages, and your consent</h2>
      <p>
        Messages about your orders (confirmation, delivery, a failed delivery, refunds) and about your account (codes, verification,
        password resets) are part of serving you and come without a separate consent. Anything else (offers, reminders about a cart, a size
        back in stock) we send only with your yes, given for each purpose and each channel (WhatsApp, SMS, email). Nothing is ticked for
        you. You can turn each one off at any time, as easily as you turned it on: in{" "}
        <IntentLink href="/myaccount#consents">My Account</IntentLink>, or with the unsubscribe link in a back-in-stock message. It takes
        effect at once. We keep each change with its time and the version of this notice you were shown.
      </p>

      <h2>Who processes it for us</h2>
      <p>A few trusted services do part of the work. Each receives only what its task needs:</p>
      <div className="mt-6 overflow-x-auto rounded-xl border border-stone-200">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <caption className="sr-only">Services that process personal data for us</caption>
          <thead className="bg-brand-50 text-ink">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Service
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                What for
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                What it receives
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {PROCESSORS.map((processor) => (
              <tr key={processor.name} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold">
                  {processor.name}
                </th>
                <td className="px-4 py-3">{processor.role}</td>
                <td className="px-4 py-3 text-ink-muted">{processor.shares}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Shiprocket passes the delivery details on to the courier that carries your parcel. Our servers and database also hold the data
        listed above.
      </p>

      <h2>Cookies</h2>
      <p>
        We set <strong>one session cookie</strong> when you log in. It is <code>httpOnly</code> (scripts on the page cannot read it), sent
        only to our own site, and lasts up to 30 days or until you log out. If you open an email verification link before logging in, a
        second short-lived cookie remembers that link for up to 24 hours. Both are strictly necessary for the shop to work.
      </p>
      <p>We use no analytics, advertising or tracking cookies, and no third-party scripts that follow you around the web.</p>

      <Callout title="Deleting your account">
        <p>
          Go to <IntentLink href="/myaccount">My Account</IntentLink> and choose <strong>Delete account</strong>. We delete your profile,
          picture, saved addresses, cart, wishlist and reviews at once. Your past orders stay in our books for tax records, but with your
          name, phone number and street address removed.
        </p>
      </Callout>

      <h2>Your rights</h2>
      <p>Under the Digital Personal Data Protection Act, 2023, you have the right to:</p>
      <ul>
        <li>get a summary of the personal data we hold about you and how we use it;</li>
        <li>correct, complete or update it (most of it you can change yourself in My Account);</li>
        <li>have it erased when it is no longer needed, subject to the records the law requires us to keep;</li>
        <li>
          withdraw your consent at any time, as easily as you gave it: on your account page, by the unsubscribe link in every marketing
          message (no login needed), or by replying STOP on WhatsApp;
        </li>
        <li>nominate a person to exercise these rights if you die or become unable to; and</li>
        <li>have your grievances heard and resolved.</li>
      </ul>

      <h2>Grievances and questions</h2>
      <p>
        Use the <IntentLink href="/privacy/grievance">privacy request form</IntentLink>, or write to our {GRIEVANCE_OFFICER.title} at{" "}
        <a href={`mailto:${GRIEVANCE_OFFICER.email}?subject=Privacy`}>{GRIEVANCE_OFFICER.email}</a> with the subject &ldquo;Privacy&rdquo;,
        call {GRIEVANCE_OFFICER.phone}, or write to {SHOP.name}, {SHOP.oneLineAddress}. We acknowledge within 2 working days and answer
        within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.
      </p>

      <h2>Age</h2>
      <p>
        Accounts are for people {MINIMUM_AGE} or older. If you are under {MINIMUM_AGE}, please ask a parent or guardian to place the order
        for you.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how we use your data, we will update this page, its date and its version, and tell account holders by email before a
        significant change takes effect.
      </p>
    </StaticPage>
  );
}
