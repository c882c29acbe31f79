import { apiRoute } from "@/lib/http/api-route";
import { exportMyData } from "@/lib/privacy/export";

export const GET = apiRoute("user", async (ctx) => ({ data: await exportMyData(ctx) }));
