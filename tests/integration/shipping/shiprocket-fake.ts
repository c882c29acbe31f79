import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Shiprocket's API, over real HTTP: it answers the paths the client uses
// with Shiprocket's shapes, records every request, and can be told to fail or hang.

export type Seen = { method: string; path: string; authorization: string | undefined; body: Record<string, unknown> | null };
type Reply = { status: number; body: unknown } | "hang";
type Handler = (request: Seen) => Reply | undefined;

export class FakeShiprocket {
  readonly seen: Seen[] = [];
  private server: Server | null = null;
  private tokens = 0;
  /** Tokens the fake accepts; emptied to act as Shiprocket revoking them. */
  readonly valid = new Set<string>();
  /** Checked before the normal answers: return a reply to override one request. */
  override: Handler = () => undefined;
  private hanging: ServerResponse[] = [];

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v1/external`;
  }

  logins(): number {
    return this.seen.filter((request) => request.path === "/v1/external/auth/login").length;
  }

  calls(path: string): Seen[] {
    return this.seen.filter((request) => request.path.startsWith(`/v1/external${path}`));
  }

  /** The first request to a path; fails the test when there was none. */
  first(path: string): Seen {
    const found = this.calls(path)[0];
    if (!found) throw new Error(`No request to ${path}`);
    return found;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const seen: Seen = {
      method: request.method ?? "GET",
      path: request.url ?? "/",
      authorization: request.headers.authorization,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
    this.seen.push(seen);
    const reply = this.override(seen) ?? this.answer(seen);
    if (reply === "hang") {
      this.hanging.push(response);
      return;
    }
    response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
  }

  private answer(request: Seen): Reply {
    const path = request.path.replace("/v1/external", "");
    if (path === "/auth/login") {
      if (request.body?.email !== "ops@kurta.shop" || request.body?.password !== "right") {
        return { status: 403, body: { message: "Invalid email and password combination" } };
      }
      const token = `token-${++this.tokens}`;
      this.valid.add(token);
      return { status: 200, body: { id: 1, email: "ops@kurta.shop", company_id: 7, token } };
    }
    if (!this.valid.has(request.authorization?.replace("Bearer ", "") ?? "")) {
      return { status: 401, body: { message: "Token has expired", status_code: 401 } };
    }
    if (path === "/orders/create/adhoc") {
      return { status: 200, body: { order_id: 9001, shipment_id: 8001, status: "NEW", status_code: 1, awb_code: "", courier_name: "" } };
    }
    if (path === "/orders/create/return") {
      return { status: 200, body: { order_id: 9002, shipment_id: 8002, status: "RETURN PENDING", status_code: 21 } };
    }
    if (path === "/courier/assign/awb") {
      const awb = request.body?.is_return ? "RAWB0002" : "141123221084922";
      return {
        status: 200,
        body: {
          awb_assign_status: 1,
          response: {
            data: { courier_company_id: 51, awb_code: awb, courier_name: "Xpressbees Surface", shipment_id: request.body?.shipment_id },
          },
        },
      };
    }
    if (path === "/courier/generate/pickup") {
      return {
        status: 200,
        body: { pickup_status: 1, response: { pickup_scheduled_date: "2026-11-24 12:00:00", pickup_token_number: "Ref 1" } },
      };
    }
    if (path === "/courier/generate/label") {
      const ids = request.body?.shipment_id;
      if (!Array.isArray(ids) || ids.length === 0) return { status: 422, body: { message: "The shipment id field is required." } };
      return {
        status: 200,
        body: {
          label_created: 1,
          label_url: `https://kr-shipmultichannel.s3.ap-south-1.amazonaws.com/label-${ids.join("-")}.pdf`,
          response: "Label has been created and uploaded successfully!",
          not_created: [],
        },
      };
    }
    if (path.startsWith("/courier/track/awb/")) {
      return {
        status: 200,
        body: {
          tracking_data: {
            track_status: 1,
            shipment_status: 18,
            shipment_track: [{ awb_code: path.split("/").pop(), current_status: "In Transit" }],
            shipment_track_activities: [
              {
                date: "2026-11-24 09:15:00",
                status: "X-DSPD",
                activity: "Departed from hub",
                location: "Delhi Hub",
                "sr-status-label": "IN TRANSIT",
              },
              {
                date: "2026-11-23 18:40:00",
                status: "X-PPOM",
                activity: "Picked up from seller",
                location: "New Delhi",
                "sr-status-label": "PICKED UP",
              },
            ],
            track_url: "https://shiprocket.co/tracking/141123221084922",
          },
        },
      };
    }
    if (path.startsWith("/courier/serviceability/")) {
      const pin = new URL(request.path, "http://fake").searchParams.get("delivery_postcode");
      if (pin === "900001") return { status: 404, body: { status: 404, message: "Delivery postcode not serviceable" } };
      return {
        status: 200,
        body: {
          status: 200,
          data: {
            recommended_courier_company_id: 51,
            available_courier_companies: [
              { courier_company_id: 10, courier_name: "Slow Surface", estimated_delivery_days: "7", etd: "Nov 29, 2026", cod: 1 },
              { courier_company_id: 51, courier_name: "Xpressbees Surface", estimated_delivery_days: "3", etd: "Nov 25, 2026", cod: 0 },
            ],
          },
        },
      };
    }
    return { status: 404, body: { message: "Not found" } };
  }
}
