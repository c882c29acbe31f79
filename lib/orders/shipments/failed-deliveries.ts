import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { addDays, indianDate, type IndianDate } from "@/lib/india-days";
import { queueJob } from "@/lib/jobs/queue-job";
import { shippingProvider } from "@/lib/shipping/provider";
import { parseInput } from "@/lib/validation";
import { failedDeliveryPage, isFailedDeliveryKey } from "../model/failed-delivery-link";
import { moveIn, SHOP_JOB, type MoveActor } from "../moves/apply-move";
import { answerFailedDeliverySchema, REATTEMPT_DAY_MESSAGE } from "../model/schemas";
import { customerStatusLabel } from "../model/status";
import { parcelItems, parcelItemsSelect } from "../model/parcel-items";

// Answering a failed delivery: the shopper through the emailed link (no login: the link's key), the
// owner for them (after a phone call), or the shop's rule once the deadline passes (NDR_AUTO_REATTEMPTS
// re-attempts, then the parcel comes back). The answer is recorded first, by a conditional update that
// only one of two answers at once can make, with the order's move (Shipped again for a re-attempt,
// Returning to Origin for a return, which cannot be undone) and a job, queued in the same transaction,
// that tells the courier (retried while the courier is down): the courier hears each answer once.
export const REATTEMPT_DAYS = 3;
export const ANSWERED_MESSAGE = "This failed delivery has already been answered";
export const NOT_WAITING_MESSAGE = "This parcel is no longer waiting for an answer";
const NOT_FOUND = "Failed delivery not found";

const failureInclude = {
  order: {
    select: {
      id: true,
      publicOrderId: true,
      status: true,
      awbCode: true,
      paymentType: true,
      totalPaise: true,
      storeCreditPaise: true,
      shipName: true,
      shipCity: true,
      shipPinCode: true,
      shipPhoneNumber: true,
      lines: parcelItemsSelect,
      deliveryFailures: { select: { id: true }, orderBy: { attempt: "desc" as const }, take: 1 },
    },
  },
} as const;

/** The days a shopper may choose for the next attempt: the next three of India's calendar. */
export const reattemptDays = (now: Date): IndianDate[] =>
  Array.from({ length: REATTEMPT_DAYS }, (_, index) => addDays(indianDate(now), index + 1));

async function findFailure(failureId: string) {
  return getDb().deliveryFailure.findUnique({ where: { id: failureId }, include: failureInclude });
}
type Found = NonNullable<Awaited<ReturnType<typeof findFailure>>>;

/** Whether this failure still waits for an answer: the order's latest, unanswered, with the parcel held by the courier. */
const isOpen = (failure: Found) =>
  failure.answer === null && failure.order.status === "DELIVERY_FAILED" && failure.order.deliveryFailures[0]?.id === failure.id;

function toView(failure: Found) {
  const { order } = failure;
  return {
    failureId: failure.id,
    orderId: order.id,
    publicOrderId: order.publicOrderId,
    statusLabel: customerStatusLabel(order.status),
    attempt: failure.attempt,
    reason: failure.reason,
    failedAt: failure.failedAt,
    deadline: failure.deadline,
    answer: failure.answer,
    answeredAt: failure.answeredAt,
    reattemptOn: failure.reattemptOn,
    landmark: failure.landmark ?? "",
    phone: failure.phone ?? order.shipPhoneNumber,
    name: order.shipName,
    place: `${order.shipCity} ${order.shipPinCode}`,
    cashDuePaise: order.paymentType === "COD" ? order.totalPaise - order.storeCreditPaise : null,
    items: parcelItems(order.lines),
    open: isOpen(failure),
    days: reattemptDays(clock.now()),
  };
}
export type FailedDeliveryView = ReturnType<typeof toView>;

/** The page of the emailed link; null (a 404) for a wrong key or an unknown failure. */
export async function loadFailedDelivery(failureId: string, key: string): Promise<FailedDeliveryView | null> {
  if (!/^[a-z0-9]{1,40}$/i.test(failureId) || !isFailedDeliveryKey(failureId, key)) return null;
  const failure = await findFailure(failureId);
  return failure ? toView(failure) : null;
}

/** `key` is the emailed link's: an admin and the shop's rule need none. */
export async function answerFailedDelivery(actor: MoveActor, input: unknown, key?: string): Promise<FailedDeliveryView> {
  const answer = parseInput(answerFailedDeliverySchema, input);
  const trusted = actor.role === "ADMIN" || actor.role === "SHOP";
  if (!trusted && !(key && isFailedDeliveryKey(answer.failureId, key))) throw new AppError("not_found", NOT_FOUND);
  const failure = await findFailure(answer.failureId);
  if (!failure) throw new AppError("not_found", NOT_FOUND);
  if (failure.answer !== null) throw new AppError("conflict", ANSWERED_MESSAGE);
  if (!isOpen(failure) || !failure.order.awbCode) throw new AppError("conflict", NOT_WAITING_MESSAGE);
  if (answer.answer === "REATTEMPT" && !reattemptDays(clock.now()).includes(answer.reattemptOn)) {
    throw new AppError("validation", REATTEMPT_DAY_MESSAGE);
  }

  const now = clock.now();
  await getDb().$transaction(
    async (tx) => {
      const claimed = await tx.deliveryFailure.updateMany({
        where: { id: failure.id, answer: null },
        data: {
          answer: answer.answer,
          answeredBy: actor.role,
          answeredAt: now,
          ...(answer.answer === "REATTEMPT" ? { reattemptOn: answer.reattemptOn, phone: answer.phone, landmark: answer.landmark } : {}),
        },
      });
      if (claimed.count === 0) throw new AppError("conflict", ANSWERED_MESSAGE);
      if (answer.answer === "REATTEMPT")
        await tx.order.update({ where: { id: failure.order.id }, data: { shipPhoneNumber: answer.phone } });
      await moveIn(tx, {
        actor,
        orderId: failure.order.id,
        to: answer.answer === "REATTEMPT" ? "SHIPPED" : "RTO_INITIATED",
        ownOnly: false,
        reason: answer.answer === "REATTEMPT" ? `Re-attempt on ${answer.reattemptOn}` : "Return to origin asked for",
      });
      await queueJob("shipping.tell-courier-answer", { failureId: failure.id }, tx);
    },
    { timeout: 60_000 },
  );
  return toView((await findFailure(failure.id))!);
}

/** The job queued with an answer: tells the courier what was recorded (the twin, or Shiprocket's NDR action). */
export async function tellCourierAnswer(failureId: string): Promise<void> {
  const failure = await getDb().deliveryFailure.findUnique({
    where: { id: failureId },
    select: { answer: true, reattemptOn: true, phone: true, landmark: true, order: { select: { awbCode: true } } },
  });
  if (!failure?.answer || !failure.order.awbCode) return;
  await shippingProvider().answerFailedDelivery(
    failure.order.awbCode,
    failure.answer === "RETURN"
      ? { kind: "return" }
      : { kind: "re-attempt", date: failure.reattemptOn!, phone: failure.phone!, landmark: failure.landmark ?? "" },
  );
}

/** Where the order's own page sends its shopper to answer the failed delivery still waiting, if any (the caller owns the order). */
export async function openFailedDeliveryPage(order: { id: string; status: string }): Promise<string | null> {
  if (order.status !== "DELIVERY_FAILED") return null;
  const failure = await getDb().deliveryFailure.findFirst({ where: { orderId: order.id, answer: null }, orderBy: { attempt: "desc" } });
  return failure ? failedDeliveryPage(failure.id) : null;
}

/** The shopper's answer from the emailed link's page: the link's key stands for a login. */
export async function answerFromLink(ctx: Ctx, input: unknown, key: string): Promise<FailedDeliveryView> {
  return answerFailedDelivery({ id: ctx.caller?.id ?? null, role: "CUSTOMER" }, input, key);
}

/** The owner answers for the shopper, after a phone call (the failed-delivery queue). */
export async function answerForShopper(ctx: Ctx, input: unknown): Promise<FailedDeliveryView> {
  return answerFailedDelivery(requireAdmin(ctx.caller), input);
}

/** The shop's rule for the failed deliveries nobody answered in time (scheduled). */
export async function answerOverdueFailures(): Promise<{ answered: number }> {
  const overdue = await getDb().deliveryFailure.findMany({
    where: { answer: null, deadline: { lt: clock.now() }, order: { status: "DELIVERY_FAILED" } },
    select: { id: true, attempt: true, order: { select: { shipPhoneNumber: true } } },
    orderBy: { deadline: "asc" },
    take: 100,
  });
  let answered = 0;
  for (const failure of overdue) {
    const input =
      failure.attempt <= getEnv().NDR_AUTO_REATTEMPTS
        ? { failureId: failure.id, answer: "REATTEMPT", reattemptOn: reattemptDays(clock.now())[0], phone: failure.order.shipPhoneNumber }
        : { failureId: failure.id, answer: "RETURN" };
    try {
      await answerFailedDelivery(SHOP_JOB, input);
      answered += 1;
    } catch (error) {
      // The shopper answering meanwhile: the next run finds it answered.
      console.error(`overdue failed delivery ${failure.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { answered };
}
