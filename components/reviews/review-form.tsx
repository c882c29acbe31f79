"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { useActionForm } from "@/components/forms/use-action-form";
import { showFailure, withLoadingToast } from "@/components/forms/action-helpers";
import { VERIFY_PATH } from "@/components/checkout/booking-messages";
import { localFailure, useLocalMessage } from "@/components/i18n/page-words-context";
import { useLocalePath } from "@/components/i18n/locale-context";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextAreaField } from "@/components/ui/form-field";
import { StarRating } from "@/components/ui/star-rating";
import { notify } from "@/components/ui/toast";
import { createReviewAction, deleteReviewAction, updateReviewAction } from "@/lib/reviews/actions";
import type { ReviewView } from "@/lib/reviews/review-view";
import { FIT_VALUES, REVIEW_MAX, reviewFormSchema, VERIFY_TO_REVIEW, type FitValue } from "@/lib/reviews/schemas";
import { useReviewsT } from "./reviews-words";
import { StarInput } from "./star-input";

// The shopper's own review of a product (spec section 4): New (post), Existing (view with Edit and
// Delete), Editing (Update or Cancel). Every rule is decided again on the server; here a visitor is
// sent to log in and an unverified account to its verification, as the spec says.

type Values = { review: string; stars: number | null; fit: FitValue | "" };
type Mode = "new" | "existing" | "editing";

const FITS = Object.keys(FIT_VALUES) as FitValue[];

export function ReviewForm({
  productId,
  signedIn,
  verified,
  myReview,
  loginHref,
}: {
  productId: string;
  signedIn: boolean;
  verified: boolean;
  myReview: ReviewView | null;
  loginHref: string;
}) {
  const router = useRouter();
  const t = useReviewsT();
  const local = useLocalMessage();
  const localePath = useLocalePath();
  const [mine, setMine] = useState(myReview);
  const [mode, setMode] = useState<Mode>(myReview ? "existing" : "new");
  const [deleting, setDeleting] = useState(false);
  const [asking, setAsking] = useState(false);
  const blank: Values = { review: "", stars: null, fit: "" };
  const valuesOf = (review: ReviewView): Values => ({ review: review.review, stars: review.stars, fit: review.fit ?? "" });

  const form = useActionForm({
    schema: reviewFormSchema as unknown as z.ZodType<unknown, Values>,
    defaultValues: myReview ? valuesOf(myReview) : blank,
    loading: mode === "editing" ? t("updating") : t("posting"),
    fields: ["review", "stars", "fit"],
    action: async (values) => {
      const result =
        mode === "editing" && mine
          ? await updateReviewAction({ ...values, reviewId: mine._id })
          : await createReviewAction({ ...values, productId });
      // The server has the last word (the page may have been opened before a change of the account).
      if (!result.ok && result.message === VERIFY_TO_REVIEW) router.push(localePath(VERIFY_PATH));
      return result;
    },
    onSuccess: (saved) => {
      notify.success(mode === "editing" ? t("updated") : t("posted"));
      setMine(saved);
      setMode("existing");
      form.reset(valuesOf(saved));
      router.refresh();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!signedIn) {
      event.preventDefault();
      router.push(loginHref);
      return;
    }
    if (!verified) {
      event.preventDefault();
      notify.error(local(VERIFY_TO_REVIEW));
      router.push(localePath(VERIFY_PATH));
      return;
    }
    void form.onSubmit(event);
  }

  async function remove() {
    if (!mine || deleting) return;
    setDeleting(true);
    const result = await withLoadingToast(t("deleting"), () => deleteReviewAction({ reviewId: mine._id }));
    setDeleting(false);
    if (!result.ok) return showFailure(localFailure(result, local));
    notify.success(t("deleted"));
    setAsking(false);
    setMine(null);
    setMode("new");
    form.reset(blank);
    router.refresh();
  }

  if (mode === "existing" && mine) {
    return (
      <div className="space-y-3">
        <StarRating value={mine.stars} rated={(stars) => t("rated", { stars })} />
        <p className="whitespace-pre-line break-words text-sm leading-relaxed text-ink">{mine.review}</p>
        {mine.fit ? <p className="text-sm text-ink-muted">{t("sizeAndFit", { fit: t(`fit.${mine.fit}`) })}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setMode("editing")} disabled={deleting}>
            {t.rich("edit", { hidden })}
          </Button>
          <Button variant="danger-ghost" onClick={() => setAsking(true)} disabled={deleting}>
            {t.rich("delete", { hidden })}
          </Button>
        </div>
        <ConfirmDialog
          open={asking}
          title={t("deleteTitle")}
          confirmLabel={t("deleteConfirm")}
          cancelLabel={t("cancel")}
          destructive
          onConfirm={remove}
          onClose={() => setAsking(false)}
        >
          <p>{t("deleteBody")}</p>
        </ConfirmDialog>
      </div>
    );
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Controller
        control={form.control}
        name="stars"
        render={({ field }) => <StarInput value={field.value} onChange={field.onChange} error={errors.stars?.message} />}
      />
      <TextAreaField
        label={t("yourReview")}
        rows={5}
        maxLength={REVIEW_MAX}
        hint={t("textHint", { max: String(REVIEW_MAX) })}
        error={errors.review?.message}
        {...form.register("review")}
      />
      <fieldset>
        <legend className="text-sm font-semibold">
          {t("sizeFit")} <span className="font-normal text-ink-muted">{t("optional")}</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {FITS.map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" value={value} className="size-4 accent-brand-700" {...form.register("fit")} />
              {t(`fit.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {mode === "editing" ? t("update") : t("post")}
        </Button>
        {mode === "editing" ? (
          <Button
            variant="secondary"
            disabled={isSubmitting}
            onClick={() => {
              if (mine) form.reset(valuesOf(mine));
              setMode("existing");
            }}
          >
            {t("cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The words a screen reader adds to a short button ("Edit" your review). */
const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
