import { listAddresses } from "@/lib/accounts/address-book";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("user", async (ctx) => ({ message: "Addresses loaded", address: await listAddresses(ctx) }));
