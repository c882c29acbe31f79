import { apiRoute } from "@/lib/http/api-route";
import { getConsents, setConsent } from "@/lib/privacy/consents";

export const GET = apiRoute("user", async (ctx) => ({ consents: await getConsents(ctx) }));
export const PUT = apiRoute("user", async (ctx, input) => ({ consents: await setConsent(ctx, input, "api") }));
