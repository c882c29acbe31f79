"use client";

import { SHOP, type SocialNetwork } from "@/lib/shop";
import { ClockIcon, MailIcon, MapPinIcon, MaskIcon, PhoneIcon } from "@/components/ui/icons";
import { IntentLink } from "@/components/ui/intent-link";
import { Suspense } from "react";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { LogoMark } from "./logo";
import { useLayoutT, usePathLocale } from "@/components/i18n/layout-words";
import { localePath } from "@/lib/i18n/locales";

// The footer of every shop page: the storefront's promises, then help, account links, the
// studio's address, phone and hours, and the brand's social profiles. Light text on the brand's
// darkest brown (contrast above 12:1); stacked on phones, four columns on desktop. A client
// component though it has no state: its drawing then comes once, in a cached script, instead of
// again in every page's RSC payload (docs/decisions/059-image-addresses-and-cards.md).

// Each promise's words are "claims.<name>" and "claims.<name>Text" in the layout's catalogue.
const CLAIMS = [
  { name: "shipping", icon: "icon-truck" },
  { name: "cod", icon: "icon-cash" },
  { name: "quality", icon: "icon-sparkle" },
  { name: "stitching", icon: "icon-scissors" },
  { name: "replacement", icon: "icon-replace" },
] as const;

const SOCIAL_ICONS: Record<SocialNetwork, string> = {
  Instagram: "icon-instagram size-5",
  Facebook: "icon-facebook size-5",
  YouTube: "icon-youtube size-5",
  X: "icon-x size-[1.125rem]",
};

const HELP_PAGES = ["aboutUs", "contactUs", "refund", "privacy"] as const;
const QUICK_PAGES = ["orders", "wishlist", "cart", "myaccount"] as const;

function LinkColumn({ id, title, links }: { id: string; title: string; links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      <ul className="mt-3 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            {/* Prefetched on intent, as the rest of the shop's links (decision 060): not eight pages each time the footer shows. */}
            <IntentLink href={link.href} className="footer-link">
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FooterBody({ year }: { year: number }) {
  const t = useLayoutT();
  const locale = usePathLocale();
  // Each page in the page's language where it has one.
  const link = (page: string, label: string) => ({ href: localePath(locale, `/${page}`), label });
  const helpLinks = HELP_PAGES.map((page) => link(page, t(`pages.${page}`)));
  const quickLinks = QUICK_PAGES.map((page) => link(page, t(`links.${page}`)));
  return (
    <footer className="mt-16">
      <section aria-label={t("promises")} className="border-t border-brand-200 bg-brand-50">
        <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-x-6 gap-y-4 px-4 py-6 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
          {CLAIMS.map((claim) => (
            <li key={claim.name} className="flex items-center gap-3">
              <span className="footer-claim-icon">
                <MaskIcon className={`${claim.icon} size-6`} />
              </span>
              <span>
                <span className="block text-sm font-semibold text-ink">{t(`claims.${claim.name}`)}</span>
                <span className="block text-sm text-ink-muted">{t(`claims.${claim.name}Text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="bg-brand-900 text-brand-100">
        <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
          <div className="col-span-2 space-y-4 lg:col-span-1">
            <p className="flex items-center gap-3 text-xl font-bold tracking-tight text-white">
              <LogoMark className="size-10" />
              {SHOP.name}
            </p>
            <p className="max-w-xs text-sm leading-relaxed">{t("blurb")}</p>
            <ul aria-label={t("followUs")} className="flex gap-2">
              {SHOP.social.map((network) => (
                <li key={network.name}>
                  <a
                    href={network.href}
                    target="_blank"
                    rel="noopener"
                    aria-label={t("onNetwork", { shop: SHOP.name, network: network.name })}
                    className="footer-social"
                  >
                    <MaskIcon className={SOCIAL_ICONS[network.name]} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <LinkColumn id="footer-help" title={t("help")} links={helpLinks} />

          <LinkColumn id="footer-quick" title={t("quickLinks")} links={quickLinks} />

          <div className="col-span-2 lg:col-span-1">
            <h2 className="footer-heading">{t("visit")}</h2>
            <address className="mt-3 space-y-3 text-sm not-italic">
              <a
                href={SHOP.mapUrl}
                target="_blank"
                rel="noopener"
                className="flex gap-3 underline-offset-4 hover:text-white hover:underline"
              >
                <MapPinIcon className="mt-0.5 size-5 shrink-0" />
                <span>
                  {SHOP.address.line1}, {SHOP.address.line2}
                  <br />
                  {SHOP.address.city}, {SHOP.address.state} {SHOP.address.pinCode}
                  <span className="sr-only"> {t("opensMap")}</span>
                </span>
              </a>
              <a
                href={`mailto:${SHOP.email}`}
                className="flex min-h-11 items-center gap-3 underline-offset-4 hover:text-white hover:underline sm:min-h-0"
              >
                <MailIcon className="size-5 shrink-0" />
                {SHOP.email}
              </a>
              <a
                href={SHOP.phoneHref}
                className="flex min-h-11 items-center gap-3 underline-offset-4 hover:text-white hover:underline sm:min-h-0"
              >
                <PhoneIcon className="size-5 shrink-0" />
                {SHOP.phone}
              </a>
              <p className="flex gap-3">
                <ClockIcon className="mt-0.5 size-5 shrink-0" />
                <span>{t("hours")}</span>
              </p>
            </address>
          </div>
        </div>

        <div className="border-t border-brand-100/20">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 py-5 text-sm">
            <p>{t("rights", { year, shop: SHOP.name })}</p>
            <Suspense fallback={null}>
              <LanguageSwitch className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4" />
            </Suspense>
          </div>
        </div>
      </div>
    </footer>
  );
}
