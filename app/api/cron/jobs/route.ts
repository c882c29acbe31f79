import { connection } from "next/server";
import { getEnv } from "@/lib/env";
import { errorResponse } from "@/lib/http/api-route";
import { hasBearerSecret } from "@/lib/http/bearer-secret";
import { runCron } from "@/lib/jobs/cron";

// The job worker of a deployment without one (Vercel): Vercel Cron calls it every minute
// (vercel.json) with `Authorization: Bearer $CRON_SECRET`. Without CRON_SECRET it is off (404),
// as on a Node host, whose `npm run worker` does this work.
export const maxDuration = 60;

const NO_STORE = { "Cache-Control": "no-store" };

export async function GET(request: Request): Promise<Response> {
  await connection();
  const secret = getEnv().CRON_SECRET;
  if (!secret) return Response.json({ success: false, message: "Not found" }, { status: 404, headers: NO_STORE });
  if (!hasBearerSecret(request.headers, secret)) {
    return Response.json(
      { success: false, message: "Unauthorized" },
      { status: 401, headers: { ...NO_STORE, "WWW-Authenticate": "Bearer" } },
    );
  }
  try {
    return Response.json({ success: true, ...(await runCron()) }, { headers: NO_STORE });
  } catch (error) {
    return errorResponse(error);
  }
}
