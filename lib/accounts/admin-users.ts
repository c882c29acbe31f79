import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseInput } from "@/lib/validation";
import { roleChangeSchema, userListSchema } from "./schemas";
import { recordAudit } from "@/lib/audit";

/** GET /user/getAllUsers (admins only): customers and admins, newest first, with pagination. */
export async function listUsers(ctx: Ctx, input: unknown) {
  requireAdmin(ctx.caller);
  const { page, limit, search } = parseInput(userListSchema, input);
  const where = search
    ? {
        OR: [
          { email: { contains: search, mode: "insensitive" as const } },
          { fullname: { contains: search, mode: "insensitive" as const } },
        ],
      }
    : {};
  const [users, total] = await Promise.all([
    getDb().user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * limit,
      take: limit,
      select: { id: true, fullname: true, email: true, phone: true, role: true, isVerified: true, createdAt: true },
    }),
    getDb().user.count({ where }),
  ]);
  return {
    users: users.map((user) => ({ _id: user.id, ...user, userType: user.role === "ADMIN" ? "Admin" : "User" })),
    pagination: { currentPage: page, totalPages: Math.ceil(total / limit), total },
  };
}

/** Grants or removes the admin role; either way the user's sessions end, so the change bites at once. */
export async function changeRole(ctx: Ctx, input: unknown) {
  const admin = requireAdmin(ctx.caller);
  const { userId, role } = parseInput(roleChangeSchema, input);
  if (userId === admin.id) throw new AppError("validation", "You cannot change your own role");
  const db = getDb();
  if (!(await db.user.findUnique({ where: { id: userId }, select: { id: true } }))) {
    throw new AppError("not_found", "User not found");
  }
  const [user] = await db.$transaction([
    db.user.update({ where: { id: userId }, data: { role, tokenVersion: { increment: 1 } }, select: { id: true, role: true } }),
    recordAudit(db, admin.id, "user.role", { type: "User", id: userId }, { role }),
  ]);
  return { user };
}
