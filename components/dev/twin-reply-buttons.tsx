"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { pressTwinButtonAction } from "@/lib/sms/actions";
import type { ReplyButton } from "@/lib/sms/types";

// A WhatsApp message's quick-reply buttons in the development inbox: pressing one sends the
// shopper's reply to the shop's webhook, as WhatsApp would.
export function TwinReplyButtons({ messageId, buttons }: { messageId: string; buttons: ReplyButton[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [answer, setAnswer] = useState<string | null>(null);
  const press = (buttonId: string) =>
    startTransition(async () => {
      const result = await pressTwinButtonAction(messageId, buttonId);
      setAnswer(result.ok ? result.data : result.message);
      router.refresh();
    });
  return (
    <div className="mt-3 border-t border-stone-200 pt-3">
      <div className="flex flex-wrap gap-2">
        {buttons.map((button) => (
          <Button key={button.id} variant="secondary" disabled={pending} onClick={() => press(button.id)}>
            {button.title}
          </Button>
        ))}
      </div>
      <p role="status" className="mt-2 text-sm text-ink-muted">
        {answer}
      </p>
    </div>
  );
}
