import type { Ctx } from "@/lib/auth/caller";
import { cashOnDelivery } from "@/lib/orders/place/place-order";

// Run as a child process by queue.test.ts: places a cash-on-delivery order for the caller and
// the cart given as JSON in argv, says so on stdout once it has committed, then waits to be killed.
const { ctx, input } = JSON.parse(process.argv[2]!) as { ctx: Ctx; input: unknown };
if (ctx.caller?.session) ctx.caller.session.expiresAt = new Date(ctx.caller.session.expiresAt);
const order = await cashOnDelivery(ctx, input);
process.stdout.write(`committed ${order.id}\n`);
setInterval(() => {}, 60_000);
