import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { verifyCredentials } from "@/lib/accounts/sign-in/credentials";
import { startPhoneSession } from "@/lib/accounts/sign-in/phone-sign-in";
import { endSession, startSession } from "@/lib/accounts/sign-in/sessions";
import { AppError } from "@/lib/errors";
import { clientIp } from "@/lib/http/request/request-meta";
import { authLogger } from "@/lib/auth/auth-logger";
import { sessionMaxAgeSeconds, usesSecureCookies, type TokenClaims } from "@/lib/auth/session-token";

// Auth.js keeps the web session in its signed, encrypted, httpOnly, SameSite=Lax cookie.
// The claims (sub, tv, role, sid) are the same as in the API's Bearer tokens; see session-token.ts.
class LoginRefused extends CredentialsSignin {
  constructor(message: string) {
    super(message);
    this.code = message;
  }
}

export const PHONE_PROVIDER = "phone-code";

/** A refusal of ours (wrong password, wrong code) reaches the form in its own words. */
async function refusingPlainly<T>(authorize: () => Promise<T>): Promise<T> {
  try {
    return await authorize();
  } catch (error) {
    if (error instanceof AppError) throw new LoginRefused(error.message);
    throw error;
  }
}

export const { handlers, signIn, signOut } = NextAuth({
  trustHost: true,
  useSecureCookies: usesSecureCookies(),
  session: { strategy: "jwt", maxAge: sessionMaxAgeSeconds() },
  logger: authLogger,
  pages: { signIn: "/login", error: "/login" },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      authorize: (credentials, request) =>
        refusingPlainly(async () => {
          const ip = clientIp(request.headers);
          const user = await verifyCredentials({ caller: null, ip }, credentials);
          const { claims } = await startSession(user, { way: "PASSWORD", ip, userAgent: request.headers.get("user-agent") });
          return { id: user.id, claims };
        }),
    }),
    // A mobile number and the code texted to it (lib/sms/phone-codes.ts).
    Credentials({
      id: PHONE_PROVIDER,
      credentials: { phone: {}, code: {} },
      authorize: (credentials, request) =>
        refusingPlainly(async () => {
          const { user, claims } = await startPhoneSession(
            { caller: null, ip: clientIp(request.headers) },
            credentials,
            request.headers.get("user-agent"),
          );
          return { id: user.id, claims };
        }),
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) return (user as unknown as { claims: TokenClaims }).claims;
      return token;
    },
  },
  events: {
    // Signing out ends the session on the server too, so a copied cookie stops working.
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await endSession(sid);
    },
  },
});

export function loginErrorMessage(error: unknown): string | null {
  return error instanceof CredentialsSignin ? error.code : null;
}
