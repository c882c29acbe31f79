import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { hashPassword } from "@/lib/auth/password";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation";
import { signupSchema } from "./schemas";
import { toUserView, userViewSelect } from "./user-view";
import { sendVerificationEmail } from "./verification";

/** Creates a customer account (never an admin, never pre-verified) and mails the verification link. */
export async function signup(ctx: Ctx, input: unknown) {
  await hit(LIMITS.signupPerIp(ctx.ip));
  const { fullname, email, password } = parseInput(signupSchema, input);
  const passwordHash = await hashPassword(password);
  try {
    const user = await getDb().user.create({
      data: { fullname, email, passwordHash },
      select: userViewSelect,
    });
    await sendVerificationEmail(user);
    return toUserView(user);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", "An account with this email already exists. Log in or reset your password.");
    }
    throw error;
  }
}
