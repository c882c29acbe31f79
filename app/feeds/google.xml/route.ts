import { connection } from "next/server";
import { getEnv } from "@/lib/env";
import { serveFeed } from "@/lib/feeds/serve";

// Google Merchant Center's product feed (lib/feeds, docs/features/feeds.md).
export async function GET(request: Request): Promise<Response> {
  await connection();
  return serveFeed("google", request, getEnv().APP_URL);
}
