// Server code reads prices from here; client components import ./money (or the one module they need) instead,
// since the bundler keeps what this file names from ./gst, and GST's schedules have no place in a browser.
export { rupeesToPaise, paiseToRupees, formatINR } from "./money";
export { percentOff } from "./discount";
export { sharesOf } from "./shares";
export {
  GST_SCHEDULES,
  gstScheduleFor,
  gstRateFor,
  gstFor,
  priceWithGst,
  priceBeforeGst,
  cutPiece,
  lessDiscount,
  type PiecePrice,
  priceRangeBeforeGst,
  nextGstChange,
  type GstSchedule,
  type GstSlab,
} from "./gst";
export { DELIVERY_CHARGE_PAISE, lineTotal, cartTotals, type PricedLine, type CartTotals } from "./cart-totals";
export { paidPerPiecePaise, returnTotals, type ReturnedLine, type ReturnTotals } from "./return-totals";
export { cashRoundOff, formatRoundOff, roundOffReturned } from "./round-off";
export { codFeeSplit, type CodFeeSplit } from "./cod-fee";
