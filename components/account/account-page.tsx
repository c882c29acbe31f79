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
import { localePath, type Locale } from "@/lib/i18n/locales";
import { account } from "@/lib/i18n/messages/account";
import { translator } from "@/lib/i18n/translate";

/** The account page in a language (app/(shop)/myaccount in English, app/hi/(own)/myaccount in Hindi): its frame and addresses translated so far. */
export async function AccountPageView({ locale }: { locale: Locale }) {
  const caller = await requireUserPage(localePath(locale, "/myaccount"));
  const t = translator(locale, account);
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
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t("intro")}</p>
      </div>

      {/* An unverified shopper (the spec sends one here as /myaccount#manageAccount) finds the Verify action in the
          first screen whatever the address's hash: it stays under the header while the page scrolls. */}
      {user.isVerified ? null : (
        <div className="sticky top-[65px] z-20 -mx-1 bg-white px-1 py-1">
          <VerifyNotice email={user.email ?? ""} title={t("notVerified")} actionLabel={t("verifyLink")} />
        </div>
      )}

      <AccountCard id="profile" title={t("profile")}>
        <ProfileSection user={user} />
      </AccountCard>

      <AccountCard id="addresses" title={t("addresses")} description={t("addressesText")}>
        <AddressManager initial={user.address} defaults={defaults} />
      </AccountCard>

      <AccountCard id="storeCredit" title={t("credit")} description={t("creditText")}>
        <StoreCreditSection credit={credit} locale={locale} />
      </AccountCard>

      <AccountCard id="signIn" title={t("signIn")} description={t("signInText")}>
        <SignInWays ways={ways} />
      </AccountCard>

      <AccountCard id="recentSignIns" title={t("recent")} description={t("recentText")}>
        <RecentSignIns signIns={signIns} locale={locale} />
      </AccountCard>

      <AccountCard id="consents" title={t("consents")} description={t("consentsText")}>
        <ConsentsSection consents={consents} />
        <div className="mt-5 border-t border-stone-100 pt-4">
          <MessageLanguage initial={language} />
        </div>
      </AccountCard>

      <AccountCard id="yourData" title={t("data")} description={t("dataText")}>
        <a
          href="/api/v1/user/export"
          download="kurta-shop-my-data.json"
          className="inline-flex rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium text-ink hover:bg-stone-50"
        >
          {t("download")}
        </a>
      </AccountCard>

      <AccountCard id="manageAccount" title={t("manage")}>
        <ManageAccount hasEmail={ways.email !== null} hasPassword={ways.hasPassword} mobile={ways.mobile && displayMobile(ways.mobile)} />
      </AccountCard>
    </div>
  );
}
