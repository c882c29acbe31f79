import { describe, expect, it } from "vitest";
import { BookingEstimate } from "@/components/shipping/booking-estimate";
import type { Locale } from "@/lib/i18n/locales";
import { estimateText } from "@/lib/shipping/estimate";
import { renderInLanguage } from "@/tests/support/page-words";

// The booking's delivery estimate: the server writes it in English (the API's words), the Hindi page
// shows it whole in Hindi, its day named by Intl's hi-IN.
const serviceable = { pinCode: "380009", serviceable: true, deliveryBy: "2026-12-10", cod: true };
const estimate = { ...serviceable, ...estimateText(serviceable) };

const render = (locale: Locale) =>
  renderInLanguage(locale, <BookingEstimate estimate={estimate} />, { serverMessages: true }).replace(/<[^>]+>/g, "");

describe("the booking's delivery estimate", () => {
  it("names the day in Hindi on a Hindi page", () => {
    expect(render("hi")).toBe("380009 पर गुरु, 10 दिस॰ तक डिलीवरी. कैश ऑन डिलीवरी उपलब्ध है");
  });

  it("is the server's English on an English page", () => {
    expect(render("en")).toBe("Delivery by Thu 10 Dec to 380009. Cash on delivery available");
  });
});
