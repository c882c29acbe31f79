"use client";

import { RETURN_REASONS } from "@/lib/orders/model/return-reasons";
import type { ReturnReason } from "@/lib/generated/prisma/enums";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { LineImage } from "@/components/cart/line-image";
import { withLoadingToast } from "@/components/forms/action-helpers";
import { useLocalMessage } from "@/components/i18n/page-words-context";
import { useLocalePath } from "@/components/i18n/locale-context";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { RadioGroup, type RadioGroupHandle } from "@/components/product/radio-group";
import { chosenSize, ExchangePicker, type ExchangeChoice } from "./exchange-picker";
import { quoteReturnAction, returnOrderAction } from "@/lib/orders/actions";
import type { ReturnQuoteView } from "@/lib/orders/returns/quote-return";
import type { ReturnFormLine } from "@/lib/orders/queries";
import { formatINR } from "@/lib/pricing/money";
import { useReturnQuote, type ReturnCart } from "./use-return-quote";
import { RefundChoice, RefundLines, type RefundTo } from "./refund-choice";
import { useReturnsT } from "./returns-words";

const REASON_MAX = 1_000;
const STEP =
  "inline-flex size-11 items-center justify-center text-lg font-semibold text-ink transition-colors hover:bg-brand-50 hover:text-brand-700";
const MODE =
  "inline-flex min-h-11 flex-1 items-center justify-center px-4 text-sm font-semibold transition-colors first:rounded-l-lg last:rounded-r-lg sm:flex-none";
const FIELD =
  "w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";

type Mode = "refund" | "replace";
type LineChoice = { mode: Mode } & ExchangeChoice;

/** What a return of these quantities asks for: the pieces, those replaced, and whether each replaced one has its size chosen. */
function summarise(
  lines: readonly ReturnFormLine[],
  quantityOf: (line: ReturnFormLine) => number,
  choiceOf: (line: ReturnFormLine) => LineChoice,
) {
  let replaced = 0;
  let pieces = 0;
  let sized = true;
  for (const line of lines) {
    const quantity = quantityOf(line);
    pieces += quantity;
    const choice = choiceOf(line);
    if (quantity === 0 || choice.mode !== "replace") continue;
    if (chosenSize(line, choice)) replaced += quantity;
    else sized = false;
  }
  return { replaced, pieces, sized };
}

/**
 * The return screen: per line a stepper (0 to what is left) and Refund or Replace (another colour or
 * size, not dearer than what was paid); the reason; where the refund goes (store credit at pickup, or the method paid: for a
 * cash-on-delivery order, the UPI ID checked on the server); Return (chosen) and Return All (everything left).
 */
export function ReturnForm({
  orderId,
  lines,
  cashOnDelivery,
  creditBonusPercent,
}: {
  orderId: string;
  lines: ReturnFormLine[];
  cashOnDelivery: boolean;
  creditBonusPercent: number;
}) {
  const router = useRouter();
  const t = useReturnsT();
  const local = useLocalMessage();
  const localePath = useLocalePath();
  const withReplaced = (replaced: number) => (replaced > 0 ? t("withReplaced", { count: replaced }) : "");
  const sizeGroups = useRef<Record<string, RadioGroupHandle | null>>({});
  const [asking, setAsking] = useState<{ everything: boolean; quote: ReturnQuoteView } | null>(null);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [stockError, setStockError] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [reasonCode, setReasonCode] = useState<ReturnReason | "">("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refundTo, setRefundTo] = useState<RefundTo>("original");
  const askUpi = cashOnDelivery && refundTo === "original";
  const [upi, setUpi] = useState("");
  const [upiError, setUpiError] = useState<string | null>(null);
  const upiField = useRef<HTMLInputElement>(null);
  const quantityOf = (line: ReturnFormLine) => chosen[line.lineId] ?? 0;
  const choiceOf = (line: ReturnFormLine): LineChoice =>
    choices[line.lineId] ?? {
      mode: "refund",
      colorName: line.exchange.some((c) => c.colorName === line.colorName) ? line.colorName : (line.exchange[0]?.colorName ?? ""),
      sizeId: null,
    };
  const some = summarise(lines, quantityOf, choiceOf);
  const all = summarise(lines, (line) => line.left, choiceOf);
  /** What is sent for Return (chosen) or Return All: for the quote and for the return. */
  function cartOf(everything: boolean): ReturnCart {
    const exchanging = lines.some((line) => choiceOf(line).mode === "replace");
    if (everything && !exchanging) return undefined;
    return lines.map((line) => {
      const size = choiceOf(line).mode === "replace" ? chosenSize(line, choiceOf(line)) : null;
      return { _id: line.lineId, currQty: everything ? line.left : quantityOf(line), ...(size ? { replaceWith: size.sizeId } : {}) };
    });
  }
  // The buttons' figures are the server's quotes (with the offers a return takes back), never added up here.
  const someQuote = useReturnQuote(orderId, cartOf(false), refundTo, some.pieces > 0 && some.sized);
  const allQuote = useReturnQuote(orderId, cartOf(true), refundTo, all.sized);

  function step(line: ReturnFormLine, by: 1 | -1) {
    const next = quantityOf(line) + by;
    if (next > line.left) return notify.error(t("maximum"));
    if (next < 0) return notify.error(t("minimum"));
    setChosen({ ...chosen, [line.lineId]: next });
  }

  function choose(line: ReturnFormLine, choice: LineChoice) {
    setChoices({ ...choices, [line.lineId]: choice });
    // Replace on a line with nothing chosen yet: one piece, the usual exchange.
    if (choice.mode === "replace" && quantityOf(line) === 0) setChosen({ ...chosen, [line.lineId]: 1 });
    if (sizeError === line.lineId) setSizeError(null);
    setStockError(null);
  }

  /** After a 409 for stock that ran out: the lines whose size is no longer offered (all replaced lines, before the page refreshed) go back to a refund. */
  function refundInstead() {
    const replacing = lines.filter((line) => choiceOf(line).mode === "replace");
    const soldOut = replacing.filter((line) => chosenSize(line, choiceOf(line)) === null);
    const next = { ...choices };
    for (const line of soldOut.length > 0 ? soldOut : replacing) next[line.lineId] = { ...choiceOf(line), mode: "refund" };
    setChoices(next);
    setStockError(null);
  }

  /** Return or Return All: checks the choice, then asks once with what is replaced and the server's quote of the refund. */
  async function submit(everything: boolean) {
    if (!reason.trim() && !reasonCode) {
      setReasonError(t("reasonNeeded"));
      return;
    }
    const summary = everything ? all : some;
    if (summary.pieces === 0) return notify.error(t("selectOne"));
    setReasonError(null);
    const quantity = (line: ReturnFormLine) => (everything ? line.left : quantityOf(line));
    const unsized = lines.find((line) => quantity(line) > 0 && choiceOf(line).mode === "replace" && !chosenSize(line, choiceOf(line)));
    if (unsized) {
      setSizeError(unsized.lineId);
      sizeGroups.current[unsized.lineId]?.focus();
      return notify.error(t("chooseSize"));
    }
    const quote = await quoteReturnAction({ orderId, cart: cartOf(everything), refundTo });
    if (!quote.ok) return notify.error(local(quote.message));
    if (askUpi && quote.data.moneyPaise > 0 && !upi.trim()) {
      setUpiError(t("upiNeeded"));
      upiField.current?.focus();
      return;
    }
    setAsking({ everything, quote: quote.data });
  }

  async function send(everything: boolean) {
    const summary = everything ? all : some;
    const cart = cartOf(everything);
    const result = await withLoadingToast(summary.replaced > 0 ? t("loadingExchange") : t("loadingReturn"), () =>
      returnOrderAction({ orderId, reason, cart, refundTo, ...(reasonCode ? { reasonCode } : {}), ...(askUpi ? { refundUpi: upi } : {}) }),
    );
    if (!result.ok) {
      if (result.fields?.reason) setReasonError(local(result.fields.reason));
      if (result.fields?.refundUpi) {
        setUpiError(local(result.fields.refundUpi));
        setAsking(null);
        upiField.current?.focus();
      }
      if (result.code === "out_of_stock") {
        // The size sold out meanwhile: say so, offer the refund, and show the stock as it is now.
        setStockError(local(result.message));
        router.refresh();
      }
      // An error shown at its field is not repeated in a toast.
      if (!result.fields?.reason && !result.fields?.refundUpi) notify.error(local(result.message));
      return;
    }
    notify.success(summary.replaced > 0 ? t("doneExchange") : t("doneReturn"));
    router.push(localePath("/orders"));
  }

  const asked = asking ? (asking.everything ? all : some) : null;
  const askedLines = asking
    ? lines
        .map((line) => ({ line, quantity: asking.everything ? line.left : quantityOf(line), choice: choiceOf(line) }))
        .filter(({ quantity }) => quantity > 0)
    : [];

  return (
    <div className="space-y-5">
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white px-4">
        {lines.map((line) => {
          const choice = choiceOf(line);
          return (
            <li key={line.lineId} className="py-4">
              <div className="flex flex-wrap items-center gap-3">
                <LineImage src={line.image} className="w-16" />
                <div className="min-w-0 flex-1 basis-48 text-sm">
                  <p className="font-semibold">{line.name}</p>
                  <p className="text-ink-muted">
                    {t("each", { price: formatINR(line.paidPaise) })} <span aria-hidden="true">·</span> {t("upTo", { left: line.left })}
                  </p>
                </div>
                <div
                  role="group"
                  aria-label={t("quantityGroup", { name: line.name })}
                  className="ml-auto inline-flex items-center rounded-lg border border-stone-300"
                >
                  <button
                    type="button"
                    className={`${STEP} rounded-l-lg`}
                    aria-label={t("fewer", { name: line.name })}
                    onClick={() => step(line, -1)}
                  >
                    <span aria-hidden="true">−</span>
                  </button>
                  <span
                    role="status"
                    className="inline-flex h-11 min-w-10 items-center justify-center border-x border-stone-300 px-2 text-sm font-semibold tabular-nums"
                  >
                    <span className="sr-only">{t("returning")}</span>
                    {quantityOf(line)}
                  </span>
                  <button
                    type="button"
                    className={`${STEP} rounded-r-lg`}
                    aria-label={t("more", { name: line.name })}
                    onClick={() => step(line, 1)}
                  >
                    <span aria-hidden="true">+</span>
                  </button>
                </div>
              </div>
              {line.exchange.length > 0 ? (
                <>
                  <RadioGroup
                    label={t("modeGroup", { name: line.name })}
                    value={choice.mode}
                    onChange={(mode) => choose(line, { ...choice, mode: mode as Mode })}
                    className="mt-3 flex rounded-lg border border-stone-300 sm:inline-flex"
                    options={(["refund", "replace"] as const).map((mode) => ({
                      key: mode,
                      label: t(mode),
                      className: `${MODE} ${choice.mode === mode ? "bg-brand-700 text-white" : "bg-white text-ink hover:bg-brand-50"}`,
                      content: t(mode),
                    }))}
                  />
                  {choice.mode === "replace" ? (
                    <ExchangePicker
                      line={line}
                      choice={choice}
                      onChange={(next) => choose(line, { ...next, mode: "replace" })}
                      sizeGroup={(handle) => {
                        sizeGroups.current[line.lineId] = handle;
                      }}
                      error={sizeError === line.lineId ? t("chooseSize") : null}
                    />
                  ) : null}
                </>
              ) : (
                <p className="mt-2 text-sm text-ink-muted">{t("notSold")}</p>
              )}
            </li>
          );
        })}
      </ul>

      <div>
        <label htmlFor="return-reason" className="mb-1 block text-sm font-semibold">
          {t("reason")}
        </label>
        <textarea
          id="return-reason"
          name="reason"
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (reasonError) setReasonError(null);
          }}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? "return-reason-error" : undefined}
          className={FIELD}
        />
        {reasonError ? (
          <p id="return-reason-error" className="mt-1 text-sm text-red-700">
            {reasonError}
          </p>
        ) : null}
        <label htmlFor="return-reason-code" className="mt-3 mb-1 block text-sm font-semibold">
          {t("reasonCode")} <span className="font-normal text-ink-muted">{t("reasonCodeHint")}</span>
        </label>
        <select
          id="return-reason-code"
          value={reasonCode}
          onChange={(event) => {
            setReasonCode(event.target.value as ReturnReason | "");
            if (reasonError) setReasonError(null);
          }}
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm sm:w-auto"
        >
          <option value="">{t("chooseReason")}</option>
          {RETURN_REASONS.map((code) => (
            <option key={code} value={code}>
              {t(`reasons.${code}`)}
            </option>
          ))}
        </select>
      </div>

      <RefundChoice value={refundTo} onChange={setRefundTo} cashOnDelivery={cashOnDelivery} bonusPercent={creditBonusPercent} />

      {askUpi ? (
        <div>
          <label htmlFor="return-upi" className="mb-1 block text-sm font-semibold">
            {t("upiLabel")}
          </label>
          <p id="return-upi-hint" className="mb-2 text-sm text-ink-muted">
            {t("upiHint")}
          </p>
          <input
            ref={upiField}
            id="return-upi"
            name="refundUpi"
            type="text"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={300}
            value={upi}
            onChange={(event) => {
              setUpi(event.target.value);
              if (upiError) setUpiError(null);
            }}
            aria-invalid={upiError ? true : undefined}
            aria-describedby={upiError ? "return-upi-hint return-upi-error" : "return-upi-hint"}
            className={FIELD}
          />
          {upiError ? (
            <p id="return-upi-error" className="mt-1 text-sm text-red-700">
              {upiError}
            </p>
          ) : null}
        </div>
      ) : null}

      {stockError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="min-w-0 flex-1 basis-60 font-medium text-ink">{stockError}</p>
          <Button variant="secondary" onClick={refundInstead}>
            {t("refundInstead")}
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button onClick={() => void submit(false)} disabled={some.pieces === 0} data-testid="return-chosen">
          {t("returnChosen")}
          {someQuote ? ` ${formatINR(someQuote.backPaise)}` : ""}
          {withReplaced(some.replaced)}
        </Button>
        <Button variant="secondary" onClick={() => void submit(true)} data-testid="return-all">
          {t("returnAll")}
          {allQuote ? ` ${formatINR(allQuote.backPaise)}` : ""}
          {withReplaced(all.replaced)}
        </Button>
      </div>

      <ConfirmDialog
        open={asking !== null}
        title={asked && asked.replaced > 0 ? t("askExchange") : t("askReturn")}
        confirmLabel={asked && asked.replaced > 0 ? t("confirmExchange") : t("confirmReturn")}
        cancelLabel={t("keep")}
        onConfirm={() => send(asking?.everything ?? false)}
        onClose={() => setAsking(null)}
      >
        {asking && asked ? (
          <>
            <ul className="space-y-1">
              {askedLines.map(({ line, quantity, choice }) => {
                const size = choice.mode === "replace" ? chosenSize(line, choice) : null;
                return (
                  <li key={line.lineId}>
                    {quantity} × {line.name}:{" "}
                    <span className="font-medium text-ink">
                      {size ? t("lineReplaced", { colour: choice.colorName, size: size.size }) : t("lineRefunded")}
                    </span>
                  </li>
                );
              })}
            </ul>
            {asking.quote.clawbackPaise > 0 ? <p>{t("clawback", { amount: formatINR(asking.quote.clawbackPaise) })}</p> : null}
            <p className="font-medium text-ink">
              {t("refundTotal", { amount: formatINR(asking.quote.backPaise) })}
              {withReplaced(asked.replaced)}
            </p>
            <RefundLines
              quote={asking.quote}
              moneyTo={cashOnDelivery ? (upi.trim() ? t("moneyToUpi", { upi: upi.trim() }) : t("moneyPaid")) : t("moneyToCard")}
            />
            <p>{t("pickup")}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
