import Link from "next/link";
import { MINIMUM_AGE } from "@/lib/privacy/notice";

/** Under sign-up and phone sign-in: who may have an account, and where the privacy notice is (decision 103). */
export function NoticeLine() {
  return (
    <p className="text-xs text-ink-muted">
      Accounts are for people {MINIMUM_AGE} or older. Our{" "}
      <Link href="/privacy" className="underline">
        privacy notice
      </Link>{" "}
      says what we keep about you, why, for how long, and how to withdraw a consent.
    </p>
  );
}
