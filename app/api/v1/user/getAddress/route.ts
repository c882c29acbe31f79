import { listAddresses } from "@/lib/accounts/addresses";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("user", async (ctx) => ({ message: "Addresses loaded", address: await listAddresses(ctx) }));
