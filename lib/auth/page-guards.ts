import "server-only";
import { redirect } from "next/navigation";
import { currentCaller, type Caller } from "./caller";

// Pages check again on the server what middleware.ts checked cheaply.
export async function requireUserPage(next: string): Promise<Caller> {
  const caller = await currentCaller();
  // A Hindi page's visitor logs in on the Hindi login page.
  const login = next.startsWith("/hi/") ? "/hi/login" : "/login";
  if (!caller) redirect(`${login}?next=${encodeURIComponent(next)}`);
  return caller;
}

export async function requireAdminPage(next: string): Promise<Caller> {
  const caller = await requireUserPage(next);
  if (caller.role !== "ADMIN") redirect("/");
  return caller;
}

/** /login and /signup are for visitors: a logged-in user goes to the account page, the owner to the back office. */
export async function redirectIfLoggedIn(account = "/myaccount"): Promise<void> {
  const caller = await currentCaller();
  if (caller) redirect(caller.role === "ADMIN" ? "/admin" : account);
}
