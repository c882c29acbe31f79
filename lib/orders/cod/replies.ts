import "server-only";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { normaliseMobile } from "@/lib/phone";
import { queuePhoneNews } from "../news/queue-news";
import { answerCod } from "./confirmation";

// A shopper's WhatsApp button reply to a cash-on-delivery confirmation (the job `whatsapp.reply`,
// from lib/sms/inbox/whatsapp-webhook.ts). The payload names the order; it is acted on only when the
// reply comes from the order's own number, so a forged payload from another phone does nothing.
const PAYLOAD = /^cod-(confirm|cancel):([A-Za-z0-9_-]{1,64})$/;

export async function answerCodReply(reply: { from: string; payload: string; at: string }): Promise<void> {
  const match = PAYLOAD.exec(reply.payload);
  if (!match) return;
  const [, answer, orderId] = match as unknown as [string, "confirm" | "cancel", string];
  const order = await getDb().order.findUnique({
    where: { id: orderId },
    select: { shipPhoneNumber: true, user: { select: { mobile: true } } },
  });
  const numbers = [order?.user?.mobile, order && normaliseMobile(order.shipPhoneNumber)];
  if (!order || !numbers.includes(reply.from)) {
    log.warn({ orderId }, "a WhatsApp reply named an order not sent to its number");
    return;
  }
  // A reply from the delivery phone proves it (decision 098), whatever the answer.
  const delivery = normaliseMobile(order.shipPhoneNumber);
  if (reply.from === delivery) await getDb().order.update({ where: { id: orderId }, data: { provedPhone: delivery } });
  try {
    await answerCod(orderId, answer, "whatsapp");
    // Her yes is answered in the chat ("Confirmed: we ship it by …"), once however often she presses it.
    if (answer === "confirm") await getDb().$transaction((tx) => queuePhoneNews(tx, orderId, "confirmed", clock.now()));
  } catch (error) {
    // A late reply to a lapsed or shipped order changes nothing; the shopper's page says why.
    if (error instanceof AppError && error.code === "conflict") return log.info({ orderId, answer }, error.message);
    throw error;
  }
}
