import "server-only";
import { z } from "zod";
import type { Ctx } from "@/lib/auth/caller";
import { requireUser } from "@/lib/auth/guards";
import { expireTags, revalidateProducts, REVIEWS_TAG } from "@/lib/cache/tags";
import { eraseTraces, refuseWhileOrdersOpen } from "@/lib/privacy/erasure";
import { getDb } from "@/lib/db";
import { removeImage, storeAvatar } from "@/lib/uploads/storage";
import { parseInput } from "@/lib/validation";
import { proveOwner } from "./close-proof";
import { profileSchema } from "./schemas";
import { toUserView, userViewSelect } from "./user-view";

/** The caller's profile and addresses (the account page). */
export async function getProfile(ctx: Ctx) {
  const caller = requireUser(ctx.caller);
  return toUserView(await getDb().user.findUniqueOrThrow({ where: { id: caller.id }, select: userViewSelect }));
}

const absent = (value: unknown) => (value === "" || value === null ? undefined : value);
/** updateUser's fields beside the profile's: a new picture, or removeDP=yes ("no" or empty keeps it). Nothing else is taken silently. */
export const pictureSchema = z.object({
  image: z.preprocess(absent, z.instanceof(Blob, { error: "image must be a picture file" }).optional()),
  removeDP: z.enum(["yes", "no", ""], { error: "removeDP must be yes or no" }).optional(),
});

/**
 * POST /user/updateUser (multipart): full name and phone, plus a new picture (`image`) or
 * `removeDP=yes`. The email, role and verified flag cannot be changed here.
 */
export async function updateProfile(ctx: Ctx, input: Record<string, unknown>) {
  const caller = requireUser(ctx.caller);
  const { fullname, phone } = parseInput(profileSchema, input);
  const { image: picture, removeDP } = parseInput(pictureSchema, input);
  const file = picture && picture.size > 0 ? picture : null;
  const removePicture = removeDP === "yes";
  const previous = await getDb().user.findUniqueOrThrow({ where: { id: caller.id }, select: { fullname: true, image: true } });
  const image = file ? await storeAvatar(file) : removePicture ? null : previous.image;
  const user = await getDb().user.update({ where: { id: caller.id }, data: { fullname, phone, image }, select: userViewSelect });
  if (previous.image && previous.image !== image) await removeImage(previous.image);
  // Reviews show their writer's name and picture.
  if (previous.fullname !== fullname || previous.image !== image) expireTags(REVIEWS_TAG);
  return toUserView(user);
}

/**
 * POST /user/deleteUser and DELETE /user/account: the user closes their own account after confirming
 * the password (or a texted code when the account has none; decision 110), refused while an order is
 * open or a refund is due (decision 104). Orders stay for the
 * shop's books with the name, phone and street removed; the city, state and pin code stay because tax
 * records need the place of supply. Sessions and tokens go with the account.
 */
export async function deleteAccount(ctx: Ctx, input: unknown) {
  const caller = requireUser(ctx.caller);
  const user = await getDb().user.findUniqueOrThrow({
    where: { id: caller.id },
    select: { id: true, passwordHash: true, image: true, email: true, mobile: true, reviews: { select: { productId: true } } },
  });
  await proveOwner(ctx, user, input);
  const reviewed = [...new Set(user.reviews.map((review) => review.productId))];
  await getDb().$transaction(async (tx) => {
    await refuseWhileOrdersOpen(tx, caller.id);
    await eraseTraces(
      tx,
      caller.id,
      [user.email, user.mobile].filter((contact): contact is string => contact !== null),
    );
    await tx.user.delete({ where: { id: caller.id } });
  });
  if (user.image) await removeImage(user.image);
  // Their reviews stay, now by "A shopper" (decision 110): the review lists and product pages show the new name.
  if (user.reviews.length > 0) {
    expireTags(REVIEWS_TAG);
    revalidateProducts(reviewed);
  }
  return { message: "Your account has been deleted" };
}
