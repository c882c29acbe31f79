import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { normaliseMobile } from "@/lib/phone";
import { parseInput } from "@/lib/validation";
import { checkAddressPlace } from "./addresses/address-place";
import { addressSchema } from "./address-schema";
import { addressIdSchema } from "./schemas";
import { toAddressView } from "./user-view";

const MAX_ADDRESSES = 20;

async function listFor(userId: string) {
  const rows = await getDb().address.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  return rows.map(toAddressView);
}

/** GET /user/getAddress. */
export async function listAddresses(ctx: Ctx) {
  return listFor(requireUser(ctx.caller).id);
}

/** What a new address starts with: the account's name, and its proved mobile number (else its profile's phone) as ten digits. */
export async function addressDefaults(ctx: Ctx): Promise<{ name: string; phoneNumber: string }> {
  const caller = requireUser(ctx.caller);
  const { fullname, mobile, phone } = await getDb().user.findUniqueOrThrow({
    where: { id: caller.id },
    select: { fullname: true, mobile: true, phone: true },
  });
  const proved = mobile ? normaliseMobile(mobile)?.slice(-10) : undefined;
  return { name: fullname, phoneNumber: proved ?? phone ?? "" };
}

/** POST /user/addAddress: returns the whole list. */
export async function addAddress(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const address = parseInput(addressSchema, input);
  await checkAddressPlace(address);
  const count = await getDb().address.count({ where: { userId: caller.id } });
  if (count >= MAX_ADDRESSES) throw new AppError("validation", `You can keep up to ${MAX_ADDRESSES} addresses`);
  await getDb().address.create({ data: { ...address, userId: caller.id } });
  // An account made with a mobile number has no name yet: its first address gives one.
  if (!caller.fullname) await getDb().user.updateMany({ where: { id: caller.id, fullname: "" }, data: { fullname: address.name } });
  return listFor(caller.id);
}

/** POST /user/updateAddress: only the caller's own address; returns the whole list. */
export async function updateAddress(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const { id } = parseInput(addressIdSchema, input);
  const address = parseInput(addressSchema, input);
  await checkAddressPlace(address);
  const { count } = await getDb().address.updateMany({ where: { id, userId: caller.id }, data: address });
  if (count === 0) throw new AppError("not_found", "Address not found");
  return listFor(caller.id);
}

/** POST /user/removeAddress: only the caller's own address; returns the whole list. */
export async function removeAddress(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const { id } = parseInput(addressIdSchema, input);
  const { count } = await getDb().address.deleteMany({ where: { id, userId: caller.id } });
  if (count === 0) throw new AppError("not_found", "Address not found");
  return listFor(caller.id);
}
