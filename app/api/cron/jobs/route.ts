import { connection } from "next/server";
import { cronCall } from "@/lib/worker/cron";

// The job worker of a deployment without one (Vercel): Vercel Cron calls it every minute
// (vercel.json) with `Authorization: Bearer $CRON_SECRET`. Never cached.
export const maxDuration = 60;

export async function GET(request: Request): Promise<Response> {
  await connection();
  return cronCall(request.headers);
}
