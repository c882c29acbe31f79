import { graphData } from "@/lib/admin/dashboard/graph-data";
import { getDashboard } from "@/lib/admin/dashboard/dashboard-snapshot";
import { apiRoute } from "@/lib/http/api-route";

// Admins: {} → { success, message, products, orders, users }, every figure aggregated by the database.
export const POST = apiRoute("admin", async (ctx) => ({ message: "Dashboard loaded", ...graphData(await getDashboard(ctx)) }));
