import "server-only";
import { getDb } from "@/lib/db";
import { textsOrderNews, whatsAppProvider } from "@/lib/sms/providers/provider";
import { orderPhone } from "../model/order-phone";

/** Where the shopper hears of her order: her email, and her phone (on WhatsApp when the shop has it, else by SMS). */
export type NewsChannels = { email: string | null; phone: { number: string; whatsApp: boolean } | null };

/** The channels of a shopper's order news, as queue-news.ts and move-email.ts send them. */
export async function orderNewsChannels(userId: string, order: { address: { phoneNumber: string } }): Promise<NewsChannels> {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: { email: true, mobile: true } });
  const number = textsOrderNews() ? orderPhone({ shipPhoneNumber: order.address.phoneNumber, user }) : null;
  return { email: user?.email ?? null, phone: number ? { number, whatsApp: whatsAppProvider() !== null } : null };
}
