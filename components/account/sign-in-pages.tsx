import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard, OrDivider, TEXT_LINK } from "@/components/account/auth-card";
import { LoginForm } from "@/components/account/login-form";
import { PhoneLoginForm } from "@/components/account/phone-login-form";
import { SignupForm } from "@/components/account/signup-form";
import { currentCaller } from "@/lib/auth/caller";
import { redirectIfLoggedIn } from "@/lib/auth/page-guards";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { signin } from "@/lib/i18n/messages/signin";
import { translator } from "@/lib/i18n/translate";
import { pendingIntentFor } from "@/lib/intent/queries";
import { safeNextPath } from "@/lib/safe-path";

// The login and sign-up pages in a language (app/(auth)/… in English, app/hi/… in Hindi).

type Kind = "login" | "signup";
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const WORDS = {
  login: {
    title: "loginTitle",
    description: "loginDescription",
    other: "signup",
    ask: "noAccount",
    link: "signUp",
    divider: "orLoginEmail",
  },
  signup: {
    title: "signupTitle",
    description: "signupDescription",
    other: "login",
    ask: "haveAccount",
    link: "login",
    divider: "orSignupEmail",
  },
} as const;

export async function SignInPageView({ kind, locale, searchParams }: { kind: Kind; locale: Locale; searchParams: SearchParams }) {
  const next = safeNextPath((await searchParams).next);
  // A logged-in visitor goes where they were headed; this also matches the client's own
  // navigation when the page is re-rendered right after the login or sign-up action sets the cookie.
  if (next && (await currentCaller())) redirect(next);
  await redirectIfLoggedIn(localePath(locale, "/myaccount"));
  const intent = await pendingIntentFor(next);
  const t = translator(locale, signin);
  const words = WORDS[kind];
  const other = localePath(locale, `/${words.other}`);

  return (
    <AuthCard
      title={t(words.title)}
      description={intent ? t(`intent.${kind}`, { what: t(`intent.${intent}`) }) : t(words.description)}
      footer={
        <>
          {t(words.ask)}{" "}
          <Link href={next ? `${other}?next=${encodeURIComponent(next)}` : other} className={TEXT_LINK}>
            {t(words.link)}
          </Link>
        </>
      }
    >
      <PhoneLoginForm next={next} />
      <OrDivider label={t(words.divider)} />
      {kind === "login" ? <LoginForm next={next} /> : <SignupForm next={next} />}
    </AuthCard>
  );
}
