"use server";

import { headers } from "next/headers";
import { AppError } from "@/lib/errors";
import { runAction } from "@/lib/http/action";
import { inboxOpenTo } from "./inbox/inbox";
import { pressTwinButton, TWIN_READ } from "./inbox/twin-reply";

// The development inbox's door (demo mode, this machine or an admin, as the inbox itself): the
// shopper presses a button of a WhatsApp message.
export async function pressTwinButtonAction(messageId: string, buttonId: string) {
  return runAction(async () => {
    if (!(await inboxOpenTo(await headers()))) throw new AppError("not_found", "Not found");
    if (typeof messageId !== "string" || typeof buttonId !== "string") throw new AppError("validation", "Choose a button");
    const { title, queued } = await pressTwinButton(messageId, buttonId);
    if (buttonId === TWIN_READ.id) return "The shop got WhatsApp's read receipt";
    return queued ? `The shop got your reply "${title}"` : `The shop already had this reply`;
  });
}
