import "server-only";
import { getEnv } from "@/lib/env";
import { orderPath } from "@/lib/paths";

/** An order's page as a full address, for the emails and messages about it. */
export const orderLink = (orderId: string) => `${getEnv().APP_URL}${orderPath(orderId)}`;
