import { IntentLink } from "@/components/ui/intent-link";
import type { ReactNode } from "react";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { StaticPage } from "@/components/layout/static-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { SHOP } from "@/lib/shop";
import { ContactForm } from "./contact-form";

export const metadata = pageMetadata({
  title: "Contact Us",
  description: `Write to ${SHOP.name}, call ${SHOP.phone} (${SHOP.hours}) or visit our studio in Shahpur Jat, New Delhi. We reply within one working day.`,
  path: "/contactUs",
});

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-xl border border-stone-200 p-5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h2 className="font-semibold text-ink">{title}</h2>
        <div className="mt-1 text-[0.95rem] leading-6 text-ink-muted">{children}</div>
      </div>
    </div>
  );
}

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

export default function ContactUsPage() {
  return (
    <StaticPage
      prose={false}
      eyebrow="We are here to help"
      title="Contact Us"
      intro={
        <p>
          A question about a size, an order that has not arrived, or a kurta you would like altered? Write, call or drop by: a person from
          our Delhi team answers within one working day.
        </p>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Detail icon={<MapPinIcon />} title="Studio and stitching">
          <address className="not-italic">
            {SHOP.address.line1}, {SHOP.address.line2}, {SHOP.address.city}, {SHOP.address.state} {SHOP.address.pinCode}
          </address>
          <a href={SHOP.mapUrl} target="_blank" rel="noopener" className={`${LINK} mt-1 inline-flex min-h-11 items-center`}>
            Open in Google Maps
          </a>
        </Detail>
        <Detail icon={<MailIcon />} title="Email">
          <a href={`mailto:${SHOP.email}`} className={`${LINK} inline-flex min-h-11 items-center break-all`}>
            {SHOP.email}
          </a>
          <p>Please include your order number if you have one.</p>
        </Detail>
        <Detail icon={<PhoneIcon />} title="Phone">
          <a href={SHOP.phoneHref} className={`${LINK} inline-flex min-h-11 items-center`}>
            {SHOP.phone}
          </a>
          <p>Calls are answered during our working hours.</p>
        </Detail>
        <Detail icon={<ClockIcon />} title="Hours">
          <p>{SHOP.hours}</p>
          <p>Closed on Sundays and national holidays.</p>
        </Detail>
      </div>

      <section aria-labelledby="contact-form-title" className="mt-12 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="contact-form-title" className="text-2xl font-semibold tracking-tight text-ink">
          Send us a message
        </h2>
        <p className="mt-2 text-ink-muted">
          We keep your message only to answer it; see our{" "}
          <IntentLink href="/privacy" className={LINK}>
            privacy policy
          </IntentLink>
          .
        </p>
        <div className="mt-6">
          <ContactForm />
        </div>
      </section>
    </StaticPage>
  );
}
