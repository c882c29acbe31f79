import { connection } from "next/server";
import { getEnv } from "@/lib/env";
import { serveFeed } from "@/lib/feeds/serve";

// Meta Commerce Manager's catalogue feed (lib/feeds, docs/features/feeds.md).
export async function GET(request: Request): Promise<Response> {
  await connection();
  return serveFeed("meta", request, getEnv().APP_URL);
}
