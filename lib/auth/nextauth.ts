import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { verifyCredentials } from "@/lib/accounts/credentials";
import { AppError } from "@/lib/errors";
import { clientIp } from "@/lib/http/request-meta";
import { SESSION_MAX_AGE_SECONDS, usesSecureCookies } from "./session-token";

// Auth.js keeps the web session in its signed, encrypted, httpOnly, SameSite=Lax cookie.
// The claims (sub, tv, role) are the same as in the API's Bearer tokens; see session-token.ts.
class LoginRefused extends CredentialsSignin {
  constructor(message: string) {
    super(message);
    this.code = message;
  }
}

export const { handlers, signIn, signOut } = NextAuth({
  trustHost: true,
  useSecureCookies: usesSecureCookies(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(credentials, request) {
        try {
          const user = await verifyCredentials({ caller: null, ip: clientIp(request.headers) }, credentials);
          return { id: user.id, tokenVersion: user.tokenVersion, role: user.role };
        } catch (error) {
          if (error instanceof AppError) throw new LoginRefused(error.message);
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const signedIn = user as unknown as { id: string; tokenVersion: number; role: string };
        return { sub: signedIn.id, tv: signedIn.tokenVersion, role: signedIn.role };
      }
      return token;
    },
  },
});

export function loginErrorMessage(error: unknown): string | null {
  return error instanceof CredentialsSignin ? error.code : null;
}
