import { z } from "zod";
import { AppError } from "@/lib/errors";

// What Shiprocket answers (lib/shipping/shiprocket/shiprocket.ts), checked before it is used: an answer of
// another shape is a 502 with a message, never a crash on a missing field.

const id = z.union([z.number(), z.string().min(1)]).transform(String);
export const loginAnswer = z.object({ token: z.string().min(1) });
export const orderAnswer = z.object({ shipment_id: id });
export const awbAnswer = z.object({
  awb_assign_status: z.coerce.number(),
  response: z.object({
    data: z.object({ awb_code: z.string().optional(), courier_name: z.string().optional(), awb_assign_error: z.string().optional() }),
  }),
});
// The labels PDF lies on Shiprocket's storage; the admin's browser is sent there, so only an https address is taken.
export const labelAnswer = z.object({
  label_created: z.coerce.number(),
  label_url: z.url({ protocol: /^https$/ }).optional(),
  response: z.string().optional(),
});
export const trackAnswer = z.object({
  tracking_data: z.object({
    shipment_track_activities: z
      .array(
        z.object({
          date: z.string(),
          status: z.string().optional(),
          activity: z.string().optional(),
          location: z.string().optional(),
          "sr-status-label": z.string().optional(),
        }),
      )
      .nullish(),
  }),
});
export const serviceabilityAnswer = z.object({
  data: z
    .object({
      available_courier_companies: z
        .array(
          z.object({
            courier_company_id: z.coerce.number().optional(),
            estimated_delivery_days: z.coerce.number(),
            cod: z.coerce.number(),
          }),
        )
        .default([]),
      recommended_courier_company_id: z.coerce.number().nullish(),
    })
    .optional(),
});

export type Answer = { status: number; body: unknown };

/** Shiprocket's message from an error body ({ message } or { errors: { field: [..] } }). */
export function messageOf(body: unknown): string {
  const object = (body ?? {}) as { message?: unknown; errors?: Record<string, unknown> };
  const errors = object.errors
    ? Object.values(object.errors)
        .flat()
        .filter((value) => typeof value === "string")
    : [];
  const message = [typeof object.message === "string" ? object.message : "", ...errors].filter(Boolean).join("; ");
  return message.slice(0, 300) || "no reason given";
}

export function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    console.error(`Shiprocket: unexpected answer to ${what}`, body);
    throw new AppError("bad_gateway", `The shipping service gave an unexpected answer to ${what}`);
  }
  return result.data;
}

/** Shiprocket's "2026-11-23 10:05:00" (India's time, no zone) as a Date. */
export function fromIst(value: string): Date {
  const date = new Date(`${value.trim().replace(" ", "T")}+05:30`);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}
