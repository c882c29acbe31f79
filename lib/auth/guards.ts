import { AppError } from "@/lib/errors";
import type { Caller } from "./caller";

// The locks every domain function turns; middleware.ts is only a first, cheap redirect.
export function requireUser(caller: Caller | null): Caller {
  if (!caller) throw new AppError("unauthenticated", "Please log in to continue");
  return caller;
}

export function requireVerified(caller: Caller | null, message = "Please verify your account from manage account"): Caller {
  const user = requireUser(caller);
  if (!user.isVerified) throw new AppError("forbidden", message);
  return user;
}

export function requireAdmin(caller: Caller | null): Caller {
  const user = requireUser(caller);
  if (user.role !== "ADMIN") throw new AppError("forbidden", "Only admins can do that");
  return user;
}
