import { apiRoute } from "@/lib/http/api-route";
import { fileGrievance, listGrievances } from "@/lib/privacy/grievances";

// POST /api/v1/grievances {name, email, kind, message}: a privacy complaint or request, from anyone.
// GET: the owner's queue, open ones by deadline first (decision 110).
export const POST = apiRoute("public", async (ctx, input) => ({ grievance: await fileGrievance(ctx, input) }));
export const GET = apiRoute("admin", async (ctx) => ({ grievances: await listGrievances(ctx) }));
