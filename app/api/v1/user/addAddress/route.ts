import { addAddress } from "@/lib/accounts/address-book";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute("user", async (ctx, input) => ({ message: "Address added", address: await addAddress(ctx, input) }));
