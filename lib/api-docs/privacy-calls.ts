import "server-only";
import { z } from "zod";
import { GRIEVANCE_KINDS, grievanceAnswerSchema, grievanceSchema, stopLinkSchema } from "@/lib/privacy/schemas";
import { ok } from "./answers";

// Privacy beyond the spec (issue 52, decision 110): unsubscribing from a marketing message, grievances,
// and the code that closes a password-less account.

const grievance = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    kind: z.enum(GRIEVANCE_KINDS),
    message: z.string(),
    createdAt: z.string(),
    dueAt: z.string().describe("90 days after it came: the Rules' limit for the answer"),
    daysLeft: z.number().int().describe("Negative when overdue"),
    answer: z.string().nullable(),
    answeredAt: z.string().nullable(),
  })
  .meta({ id: "Grievance" });

/** ApiCall entries (calls.ts, which lists them; typed there, as calls.ts imports this file). */
export const PRIVACY_CALLS = [
  {
    path: "/user/unsubscribe",
    method: "POST",
    access: "public",
    summary:
      "The unsubscribe link of a marketing message: withdraws the consent it names at once, no sign-in (403 for a forged key); a mail client's one-click unsubscribe (RFC 8058) posts with `id` and `key` in the query",
    input: stopLinkSchema,
    answer: ok({ message: z.string() }),
  },
  {
    path: "/user/account/code",
    method: "POST",
    access: "user",
    summary: "Texts the code that closes a password-less (phone) account; then DELETE /user/account with `code`",
    answer: ok({ message: z.string() }),
  },
  {
    path: "/grievances",
    method: "POST",
    access: "public",
    summary: "A privacy complaint or request to the Grievance Officer; answered by email within 90 days",
    input: grievanceSchema,
    answer: ok({ grievance: z.object({ id: z.string(), dueAt: z.string(), message: z.string() }) }),
  },
  {
    path: "/grievances",
    method: "GET",
    access: "admin",
    summary: "The owner's queue of grievances: the open ones by deadline first, then the latest answered",
    answer: ok({ grievances: z.array(grievance) }),
  },
  {
    path: "/grievances/answer",
    method: "POST",
    access: "admin",
    summary: "Answers a grievance once (409 after), by email to its writer; audited",
    input: grievanceAnswerSchema,
    answer: ok({ message: z.string() }),
  },
] as const;
