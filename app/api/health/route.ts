import { connection } from "next/server";

// Liveness: the process serves requests. It touches nothing outside, so a database outage never
// makes a load balancer restart healthy instances.
export async function GET(): Promise<Response> {
  await connection();
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
