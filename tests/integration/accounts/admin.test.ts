import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { GET as getAllUsers } from "@/app/api/v1/user/getAllUsers/route";
import { GET as getUser } from "@/app/api/v1/user/getUser/route";
import { POST as updateUser } from "@/app/api/v1/user/updateUser/route";
import { changeRole } from "@/lib/accounts/admin-users";
import { callerFrom, type Ctx } from "@/lib/auth/caller";
import { AppError } from "@/lib/errors";
import { call, db, login, randomIp, signupAndLogin, type TestUser } from "../../support/api";

afterAll(() => db.$disconnect());

const LIST = "/api/v1/user/getAllUsers";

/** A customer promoted directly in the database, signed in again. */
async function makeAdmin(): Promise<TestUser> {
  const user = await signupAndLogin({ fullname: "Shop Admin" });
  await db.user.update({ where: { id: user.id }, data: { role: "ADMIN" } });
  return { ...user, token: await login(user.email, user.password) };
}

async function ctxOf(token: string): Promise<Ctx> {
  return { caller: await callerFrom(new Headers({ authorization: `Bearer ${token}` })), ip: randomIp() };
}

describe("GET /user/getAllUsers", () => {
  it("answers 401 without a token and 403 to a customer", async () => {
    const anonymous = await call(getAllUsers, { path: LIST });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: "Please log in to continue" });

    const customer = await signupAndLogin();
    const { status, body } = await call(getAllUsers, { path: LIST, token: customer.token });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: "Only admins can do that" });
  });

  it("a customer who sends userType/role/isVerified to updateUser is still refused", async () => {
    const customer = await signupAndLogin();
    await call(updateUser, {
      path: "/api/v1/user/updateUser",
      token: customer.token,
      form: { fullname: "Wannabe", userType: "Admin", role: "ADMIN", isVerified: "true" },
    });
    const fresh = await login(customer.email, customer.password);
    expect((await call(getAllUsers, { path: LIST, token: fresh })).status).toBe(403);
    expect(await db.user.findUniqueOrThrow({ where: { id: customer.id } })).toMatchObject({ role: "CUSTOMER", isVerified: false });
  });

  it("gives an admin the users, newest first, with pagination and search, and no secrets", async () => {
    const admin = await makeAdmin();
    const marker = `Pagina${randomUUID().slice(0, 8)}`;
    const made: TestUser[] = [];
    for (const n of [1, 2, 3]) made.push(await signupAndLogin({ fullname: `${marker} ${n}` }));

    const page1 = await call(getAllUsers, { path: `${LIST}?search=${marker}&page=1&limit=2`, token: admin.token });
    expect(page1.status).toBe(200);
    expect(page1.body.success).toBe(true);
    expect(page1.body.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 3 });
    expect(page1.body.users!.map((u) => u.fullname)).toEqual([`${marker} 3`, `${marker} 2`]);
    expect(page1.body.users![0]).toMatchObject({
      _id: made[2]!.id,
      email: made[2]!.email,
      fullname: `${marker} 3`,
      userType: "User",
      isVerified: false,
    });

    const page2 = await call(getAllUsers, { path: `${LIST}?search=${marker.toLowerCase()}&page=2&limit=2`, token: admin.token });
    expect(page2.status).toBe(200);
    expect(page2.body.pagination).toEqual({ currentPage: 2, totalPages: 2, total: 3 });
    expect(page2.body.users!.map((u) => u._id)).toEqual([made[0]!.id]);

    const all = await call(getAllUsers, { path: LIST, token: admin.token });
    expect(all.status).toBe(200);
    const total = await db.user.count();
    expect(all.body.pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(total / 20), total });
    expect(all.body.users!.length).toBe(Math.min(total, 20));
    const me = await call(getAllUsers, { path: `${LIST}?search=${encodeURIComponent(admin.email)}`, token: admin.token });
    expect(me.body.users).toEqual([expect.objectContaining({ _id: admin.id, userType: "Admin" })]);

    for (const body of [page1.body, page2.body, all.body]) expect(JSON.stringify(body)).not.toMatch(/passwordHash|tokenVersion|argon2/);
  });

  it.each(["page=0", "page=abc", "limit=0", "limit=101", "page=1.5"])("answers 400 for %s", async (query) => {
    const admin = await makeAdmin();
    const { status, body } = await call(getAllUsers, { path: `${LIST}?${query}`, token: admin.token });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe("string");
  });
});

describe("changeRole", () => {
  it("granting and removing the admin role revokes the user's existing tokens", async () => {
    const admin = await makeAdmin();
    const user = await signupAndLogin();

    const granted = await changeRole(await ctxOf(admin.token), { userId: user.id, role: "ADMIN" });
    expect(granted.user).toEqual({ id: user.id, role: "ADMIN" });
    expect((await call(getUser, { path: "/api/v1/user/getUser", token: user.token })).status).toBe(401);

    const asAdmin = await login(user.email, user.password);
    expect((await call(getAllUsers, { path: LIST, token: asAdmin })).status).toBe(200);

    await changeRole(await ctxOf(admin.token), { userId: user.id, role: "CUSTOMER" });
    const revoked = await call(getAllUsers, { path: LIST, token: asAdmin });
    expect(revoked.status).toBe(401);
    expect((await call(getUser, { path: "/api/v1/user/getUser", token: asAdmin })).status).toBe(401);

    const again = await login(user.email, user.password);
    expect((await call(getAllUsers, { path: LIST, token: again })).status).toBe(403);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ role: "CUSTOMER" });

    const audit = await db.auditLog.findMany({
      where: { entityType: "User", entityId: user.id, action: "user.role" },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((entry) => [entry.actorId, entry.data])).toEqual([
      [admin.id, { role: "ADMIN" }],
      [admin.id, { role: "CUSTOMER" }],
    ]);
    // The admin's own session is untouched.
    expect((await call(getAllUsers, { path: LIST, token: admin.token })).status).toBe(200);
  });

  it("is for admins only, and not on oneself", async () => {
    const admin = await makeAdmin();
    const customer = await signupAndLogin();

    await expect(changeRole(await ctxOf(customer.token), { userId: customer.id, role: "ADMIN" })).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(changeRole({ caller: null, ip: randomIp() }, { userId: customer.id, role: "ADMIN" })).rejects.toMatchObject({
      code: "unauthenticated",
    });
    await expect(changeRole(await ctxOf(admin.token), { userId: admin.id, role: "CUSTOMER" })).rejects.toBeInstanceOf(AppError);
    await expect(changeRole(await ctxOf(admin.token), { userId: customer.id, role: "OWNER" })).rejects.toMatchObject({
      code: "validation",
    });

    expect(await db.user.findUniqueOrThrow({ where: { id: customer.id } })).toMatchObject({ role: "CUSTOMER", tokenVersion: 0 });
    expect(await db.user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({ role: "ADMIN", tokenVersion: 0 });
  });

  it("answers a clear error for an unknown user, not a crash", async () => {
    const admin = await makeAdmin();
    const error = await changeRole(await ctxOf(admin.token), { userId: "no-such-user", role: "ADMIN" }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    // An AppError maps to a 4xx at either door; a raw Prisma error becomes a 500.
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("not_found");
    expect(await db.auditLog.count({ where: { entityId: "no-such-user" } })).toBe(0);
  });
});
