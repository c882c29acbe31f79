import "server-only";
/** A shopper's WhatsApp button reply to a cash-on-delivery confirmation (the lead's, see branch confirm). */
export async function answerCodReply(reply: { from: string; payload: string; at: string }): Promise<void> {
  void reply;
}
