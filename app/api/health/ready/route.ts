import { connection } from "next/server";
import { readiness } from "@/lib/health/readiness";

// Readiness: 200 when PostgreSQL answers with every migration applied (and Redis, when
// configured); otherwise 503 naming what failed.
export async function GET(): Promise<Response> {
  await connection();
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? "ok" : "unavailable", checks },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
