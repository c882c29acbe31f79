"use client";

import type { useRouter } from "next/navigation";
import type { IntentDone } from "@/lib/intent/perform-intent";
import type { ActionResult } from "@/lib/http/action";
import { useLocalePath } from "@/components/i18n/locale-context";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { notify } from "@/components/ui/toast";

// Where a login or sign-up leaves the visitor: back where they were headed, with what they asked
// for there done and said (see docs/decisions/050-carrying-intent.md); else their home (the back office for the owner).
// The server says it in English; a Hindi page says it in Hindi and stays on its Hindi pages.

export function useContinueAfterLogin() {
  const local = useLocalMessage();
  const localePath = useLocalePath();
  return function continueAfterLogin(
    router: ReturnType<typeof useRouter>,
    next: string | null,
    resumed: ActionResult<IntentDone> | null,
    home = "/myaccount",
  ): void {
    if (!resumed) return router.replace(next ?? home);
    if (!resumed.ok) {
      notify.error(local(resumed.message));
      return router.replace(next ?? home);
    }
    notify.success(local(resumed.data.message));
    for (const notice of resumed.data.notices) notify.error(local(notice));
    router.replace(localePath(resumed.data.to));
  };
}
