"use client";

import Link from "next/link";
import { useLocalePath, useT } from "@/components/i18n/locale-context";
import { signin } from "@/lib/i18n/messages/signin";
import { MINIMUM_AGE } from "@/lib/privacy/notice";

/** Under sign-up and phone sign-in: who may have an account, and where the privacy notice is (decision 103). */
export function NoticeLine() {
  const t = useT(signin);
  const localePath = useLocalePath();
  return (
    <p className="text-xs text-ink-muted">
      {t.rich("notice", {
        age: MINIMUM_AGE,
        link: (words) => (
          <Link href={localePath("/privacy")} className="underline">
            {words}
          </Link>
        ),
      })}
    </p>
  );
}
