import "server-only";
import type { Ctx } from "@/lib/auth/caller";
import { requireAdmin } from "@/lib/auth/guards";
import { hit, LIMITS } from "@/lib/auth/rate-limit";
import { recordAudit } from "@/lib/audit";
import { clock } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/send-email";
import { escapeHtml } from "@/lib/email/templates";
import { EMAIL_WORDS } from "@/lib/email/words";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { parseInput } from "@/lib/validation";
import { GRIEVANCE_ANSWER_DAYS, GRIEVANCE_THANKS, grievanceAnswerSchema, grievanceSchema } from "./schemas";

// Privacy complaints and requests (decision 110): anyone may write, signed in or not; the owner's
// queue shows the open ones by their deadline, 90 days after they came (the 2025 Rules' limit), and
// the answer goes to the writer by email.

const DAY_MS = 24 * 60 * 60_000;
export const ALREADY_ANSWERED = "This grievance has already been answered";

export async function fileGrievance(ctx: Ctx, input: unknown): Promise<{ id: string; dueAt: Date; message: string }> {
  const data = parseInput(grievanceSchema, input);
  await hit(LIMITS.contactPerIp(ctx.ip));
  const now = clock.now();
  const dueAt = new Date(now.getTime() + GRIEVANCE_ANSWER_DAYS * DAY_MS);
  const filed = await getDb().grievance.create({
    data: { ...data, userId: ctx.caller?.id ?? null, createdAt: now, dueAt },
    select: { id: true, dueAt: true },
  });
  return { ...filed, message: GRIEVANCE_THANKS };
}

export type GrievanceView = {
  id: string;
  name: string;
  email: string;
  kind: string;
  message: string;
  createdAt: Date;
  dueAt: Date;
  daysLeft: number;
  answer: string | null;
  answeredAt: Date | null;
};

/** The owner's queue: the open ones first, soonest deadline first, then the latest answered. */
export async function listGrievances(ctx: Ctx): Promise<GrievanceView[]> {
  requireAdmin(ctx.caller);
  const now = clock.now();
  const select = {
    id: true,
    name: true,
    email: true,
    kind: true,
    message: true,
    createdAt: true,
    dueAt: true,
    answer: true,
    answeredAt: true,
  };
  const [open, answered] = await Promise.all([
    getDb().grievance.findMany({ where: { answeredAt: null }, orderBy: { dueAt: "asc" }, select }),
    getDb().grievance.findMany({ where: { answeredAt: { not: null } }, orderBy: { answeredAt: "desc" }, take: 50, select }),
  ]);
  return [...open, ...answered].map((row) => ({ ...row, daysLeft: Math.ceil((row.dueAt.getTime() - now.getTime()) / DAY_MS) }));
}

/** The owner answers once; the answer is mailed to the writer and audited. */
export async function answerGrievance(ctx: Ctx, input: unknown): Promise<{ message: string }> {
  const admin = requireAdmin(ctx.caller);
  const { id, answer } = parseInput(grievanceAnswerSchema, input);
  await getDb().$transaction(async (tx) => {
    const found = await tx.grievance.findUnique({ where: { id }, select: { email: true, name: true, userId: true } });
    if (!found) throw new AppError("not_found", "Grievance not found");
    const now = clock.now();
    const { count } = await tx.grievance.updateMany({
      where: { id, answeredAt: null },
      data: { answer, answeredAt: now, answeredById: admin.id },
    });
    if (count === 0) throw new AppError("conflict", ALREADY_ANSWERED);
    // In the writer's language: her account's (signed in when she wrote), else that email's account's, else English.
    const writer = await tx.user.findFirst({
      where: found.userId ? { id: found.userId } : { email: found.email },
      select: { language: true },
    });
    await queueEmail({ to: found.email, ...grievanceAnswerEmail(found.name, answer, id, writer?.language ?? "en") }, tx);
    await recordAudit(tx, admin.id, "grievance.answered", { type: "Grievance", id }, { answeredAt: now.toISOString() });
  });
  return { message: "Answered: the answer is on its way by email" };
}

/** The answer's email in the writer's language; the answer itself is the owner's words, as written. */
export function grievanceAnswerEmail(name: string, answer: string, id: string, language: Locale) {
  const said = EMAIL_WORDS[language];
  const w = said.grievanceAnswer;
  const text = [w.dear(name), "", answer, "", `${w.reference}: ${id}`, w.signature].join("\n");
  const html = `<!doctype html><html lang="${said.htmlLang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f1a17;">
<p>${escapeHtml(w.dear(name))}</p><p style="white-space:pre-wrap;">${escapeHtml(answer)}</p>
<p style="color:#5c524b;font-size:13px;">${escapeHtml(w.reference)}: ${escapeHtml(id)}<br>${escapeHtml(w.signature)}</p></body></html>`;
  return { subject: w.subject, html, text, template: "grievance-answer" };
}
