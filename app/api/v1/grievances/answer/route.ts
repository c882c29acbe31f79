import { apiRoute } from "@/lib/http/api-route";
import { answerGrievance } from "@/lib/privacy/grievances";

// POST /api/v1/grievances/answer {id, answer}: the owner answers a grievance once; it is emailed (decision 110).
export const POST = apiRoute("admin", async (ctx, input) => answerGrievance(ctx, input));
