import type { Metadata } from "next";
import { AccountCard } from "@/components/account/account-card";
import { AddressManager } from "@/components/account/address-manager";
import { ConsentsSection } from "@/components/account/consents-section";
import { ManageAccount } from "@/components/account/manage-account";
import { MessageLanguage } from "@/components/account/message-language";
import { ProfileSection } from "@/components/account/profile-section";
import { RecentSignIns } from "@/components/account/recent-sign-ins";
import { SignInWays } from "@/components/account/sign-in-ways";
import { StoreCreditSection } from "@/components/account/store-credit-section";
import { VerifyNotice } from "@/components/account/verify-notice";
import { addressDefaults } from "@/lib/accounts/address-book";
import { myLanguage } from "@/lib/accounts/language";
import { getProfile } from "@/lib/accounts/profile";
import { recentSignIns } from "@/lib/accounts/sign-in/sign-in-events";
import { getSignInWays } from "@/lib/accounts/sign-in-ways";
import { requireUserPage } from "@/lib/auth/page-guards";
import { pageContext } from "@/lib/http/page-context";
import { displayMobile } from "@/lib/phone";
import { getConsents } from "@/lib/privacy/consents";
import { myStoreCredit } from "@/lib/store-credit/queries";

export const metadata: Metadata = { title: "My account", robots: { index: false, follow: false } };

// Rendered in full per request, with no prerendered shell: a per-user page carries a fresh CSP
// nonce (middleware.ts), and Next.js would put nonce-less scripts into a shell (decision 015).
export const instant = false;

export default async function MyAccountPage() {
  const caller = await requireUserPage("/myaccount");
  const ctx = pageContext(caller);
  const [user, ways, defaults, consents, credit, signIns, language] = await Promise.all([
    getProfile(ctx),
    getSignInWays(ctx),
    addressDefaults(ctx),
    getConsents(ctx),
    myStoreCredit(ctx),
    recentSignIns(ctx),
    myLanguage(ctx),
  ]);
  return (
    <div data-unverified={user.isVerified ? undefined : ""} className="group/account mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">My account</h1>
        <p className="mt-1 text-sm text-ink-muted">Your profile, delivery addresses and account settings.</p>
      </div>

      {/* An unverified shopper (the spec sends one here as /myaccount#manageAccount) finds the Verify action in the
          first screen whatever the address's hash: it stays under the header while the page scrolls. */}
      {user.isVerified ? null : (
        <div className="sticky top-[65px] z-20 -mx-1 bg-white px-1 py-1">
          <VerifyNotice email={user.email ?? ""} title="Your account is not verified yet" actionLabel="Verify link" />
        </div>
      )}

      <AccountCard id="profile" title="Profile">
        <ProfileSection user={user} />
      </AccountCard>

      <AccountCard id="addresses" title="Addresses" description="Where we deliver your orders.">
        <AddressManager initial={user.address} defaults={defaults} />
      </AccountCard>

      <AccountCard id="storeCredit" title="Store credit" description="Credit the shop gave you, and what was taken from it.">
        <StoreCreditSection credit={credit} />
      </AccountCard>

      <AccountCard
        id="signIn"
        title="Ways to log in"
        description="Log in with your mobile number and a texted code, or with your email and password."
      >
        <SignInWays ways={ways} />
      </AccountCard>

      <AccountCard
        id="recentSignIns"
        title="Recent sign-ins"
        description="Kept for a year. One you do not recognise? Log out on all devices and change your password."
      >
        <RecentSignIns signIns={signIns} />
      </AccountCard>

      <AccountCard
        id="consents"
        title="Messages you agreed to"
        description="Order messages always come. Anything else only with your yes, per channel; turn it off here at any time."
      >
        <ConsentsSection consents={consents} />
        <div className="mt-5 border-t border-stone-100 pt-4">
          <MessageLanguage initial={language} />
        </div>
      </AccountCard>

      <AccountCard id="yourData" title="Your data" description="Everything we hold about you, as one file (JSON).">
        <a
          href="/api/v1/user/export"
          download="kurta-shop-my-data.json"
          className="inline-flex rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium text-ink hover:bg-stone-50"
        >
          Download my data
        </a>
      </AccountCard>

      <AccountCard id="manageAccount" title="Manage account">
        <ManageAccount hasEmail={ways.email !== null} hasPassword={ways.hasPassword} mobile={ways.mobile && displayMobile(ways.mobile)} />
      </AccountCard>
    </div>
  );
}
