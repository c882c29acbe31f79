import { apiRoute } from "@/lib/http/api-route";
import { createCodeBatch } from "@/lib/promotions/admin/batches";

// A batch of single-use codes sharing their settings; GET /api/v1/promotions?batchId= lists them.
export const POST = apiRoute("admin", async (ctx, input) => ({ message: "Codes made", ...(await createCodeBatch(ctx, input)) }));
