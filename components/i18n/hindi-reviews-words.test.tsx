import { describe, expect, it, vi } from "vitest";
import { RatingSummary } from "@/components/reviews/rating-summary";
import { ReviewCard } from "@/components/reviews/review-card";
import { ReviewForm } from "@/components/reviews/review-form";
import { ReviewListControls } from "@/components/reviews/review-list-controls";
import { reviewsPageMetadata } from "@/components/reviews/reviews-page";
import type { Locale } from "@/lib/i18n/locales";
import { localMessage } from "@/lib/i18n/local-message";
import { errors } from "@/lib/i18n/messages/errors";
import { reviews } from "@/lib/i18n/messages/reviews";
import type { ReviewItem } from "@/lib/reviews/queries";
import { toReviewView } from "@/lib/reviews/review-view";
import { REVIEW_TEXT_MESSAGE, STARS_MESSAGE, VERIFY_TO_REVIEW } from "@/lib/reviews/schemas";
import { ALREADY_REVIEWED } from "@/lib/reviews/write";
import { englishWordsIn, readWords as read, renderInLanguage } from "@/tests/support/page-words";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));
vi.mock("@/lib/reviews/actions", () => ({
  createReviewAction: async () => ({ ok: false }),
  updateReviewAction: async () => ({ ok: false }),
  deleteReviewAction: async () => ({ ok: false }),
}));

// What a shopper reads on /hi/reviews/{id}: the summary, the sort and star filter, the cards and her
// review's form, with no English word left but the reviewers' own names and words; the English page's
// words as they were, with no Hindi in them.
const LATIN_TERMS = new Set(["Asha", "Rao", "AR", "Lovely", "colour", "soft", "cotton"]);

const summary = { average: 4.5, count: 2, distribution: { "5": 1, "4": 1, "3": 0, "2": 0, "1": 0 } };
const review: ReviewItem = {
  id: "r1",
  halfStars: 9,
  text: "Lovely colour, soft cotton",
  fit: "TRUE_TO_SIZE",
  productId: "p1",
  createdAt: new Date("2026-11-20T06:00:00Z"),
  verifiedBuyer: true,
  user: { fullname: "Asha Rao", image: null },
};
const form = (mine: ReviewItem | null) => (
  <ReviewForm productId="p1" signedIn verified myReview={mine ? toReviewView(mine) : null} loginHref="/login" />
);

const parts = (locale: Locale) => (
  <>
    <RatingSummary summary={summary} locale={locale} />
    <ReviewListControls productId="p1" view={{ sort: "highest" }} summary={summary} locale={locale} />
    <ReviewCard review={review} locale={locale} />
    {form(null)}
    {form(review)}
  </>
);

// As ReviewsPageView wraps them: the Hindi page hands down the reviews area and the server's known messages.
const render = (locale: Locale) => renderInLanguage(locale, parts(locale), { areas: { reviews }, serverMessages: true });
const englishWords = (text: string) => englishWordsIn(text, LATIN_TERMS);
const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

describe("the reviews page in Hindi", () => {
  it("leaves no English word on the Hindi page", () => {
    const text = read(render("hi"));
    for (const words of [
      "सबसे ज़्यादा रेटिंग",
      "सितारे:",
      "सत्यापित खरीदार",
      "आपकी रेटिंग",
      "साइज़ और फ़िट",
      "पोस्ट करें",
      "अपनी समीक्षा बदलें",
      "नव॰ 2026",
    ]) {
      expect(text).toContain(words);
    }
    expect(englishWords(text)).toEqual([]);
  });

  it("keeps its sort and star filter on the Hindi addresses", () => {
    expect(links(render("hi"))).toEqual([
      "/hi/reviews/p1",
      "/hi/reviews/p1?sort=highest",
      "/hi/reviews/p1?sort=lowest",
      "/hi/reviews/p1?sort=highest",
      ...["5", "4", "3", "2", "1"].map((stars) => `/hi/reviews/p1?sort=highest&stars=${stars}`),
    ]);
  });

  it("keeps the English page's words and addresses, with no Hindi", () => {
    const html = render("en");
    const text = read(html);
    for (const words of [
      "Sort: Newest Highest rated Lowest rated",
      "Stars: All",
      "4 stars (1)",
      "1 star (0)",
      "Verified buyer 20 Nov 2026",
      "Your rating",
      "No rating chosen yet",
      "Size and fit (optional)",
      "At least 3 and at most 2000 characters.",
      "Edit your review",
      "Delete your review",
      "Rated 4.5 out of 5",
      "Size and fit: True to size",
      "Your stars and words are removed from this kurta's reviews.",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/[\u0900-\u097F]/);
    expect(links(html).every((href) => href.startsWith("/reviews/p1"))).toBe(true);
  });

  it("shows the form's refusals in Hindi: the field checks and the server's answers", () => {
    for (const message of [REVIEW_TEXT_MESSAGE, STARS_MESSAGE, VERIFY_TO_REVIEW, ALREADY_REVIEWED]) {
      const hindi = localMessage(errors, "hi", message);
      expect(englishWords(hindi), message).toEqual([]);
      expect(hindi).toMatch(/[\u0900-\u097F]/);
    }
    expect(localMessage(errors, "hi", REVIEW_TEXT_MESSAGE)).toContain("3 से 2000");
  });
});

describe("the reviews page's metadata", () => {
  const product = {
    id: "p1",
    name: "Indigo Kurta",
    nameHi: "नील कुर्ता",
    categoryName: "Cotton Kurtas",
    categoryNameHi: "सूती कुर्ते",
    ratingCount: 2,
    ratingAverage: 4.5,
  };
  const pair = { "en-IN": "/reviews/p1", hi: "/hi/reviews/p1", "x-default": "/reviews/p1" };

  it("is Hindi on the Hindi page, which names the English one and itself", () => {
    const hindi = reviewsPageMetadata(product, "hi");
    expect(hindi.title).toBe("नील कुर्ता की रेटिंग और समीक्षाएँ");
    expect(hindi.description).toBe("सूती कुर्ते का नील कुर्ता: ग्राहक इसके बारे में क्या कहते हैं, 5 में से 4.5 रेटिंग।");
    expect(hindi.alternates).toEqual({ canonical: "/hi/reviews/p1", languages: pair });
  });

  it("keeps the English words on the English page, which names the Hindi one", () => {
    const english = reviewsPageMetadata(product, "en");
    expect(english.title).toBe("Ratings and reviews of Indigo Kurta");
    expect(english.description).toBe("What customers say about Indigo Kurta from Cotton Kurtas, rated 4.5 out of 5.");
    expect(english.alternates).toEqual({ canonical: "/reviews/p1", languages: pair });
    expect(reviewsPageMetadata({ ...product, ratingCount: 0 }, "en").description).toBe(
      "What customers say about Indigo Kurta from Cotton Kurtas.",
    );
  });
});
