import { describe, expect, it } from "vitest";
import { localMessage } from "@/lib/i18n/local-message";
import { errors } from "@/lib/i18n/messages/errors";
import { offerText, unavailableText } from "./buy-again-text";

// Buy again's sentences: the API's and the English page's words as they were, the Hindi page's in Hindi.
const item = "Silk Kurta - Maroon - M";

describe("buy again's sentences", () => {
  it("keep their English words", () => {
    expect(unavailableText([item])).toBe(`${item} is out of stock or no longer sold`);
    expect(unavailableText([item, "Cotton Kurta - Blue - L"])).toBe(`${item}, Cotton Kurta - Blue - L are out of stock or no longer sold`);
    expect(offerText({ item, size: "L", why: "returned" })).toBe(
      `You returned ${item} for its fit, so it was not added: size L is in stock`,
    );
    expect(offerText({ item, size: "L", why: "sold out" })).toBe(`${item} is out of stock: size L is in stock`);
  });

  it("are Hindi for a Hindi page, and the server's refusal reads in Hindi there", () => {
    expect(unavailableText([item], "hi")).toBe(`${item} स्टॉक में नहीं है या अब नहीं बिकता`);
    expect(offerText({ item, size: "L", why: "returned" }, "hi")).toBe(
      `आपने ${item} फ़िटिंग की वजह से लौटाया था, इसलिए वह नहीं डाला गया: साइज़ L स्टॉक में है`,
    );
    expect(localMessage(errors, "hi", unavailableText([item, item]))).toBe(unavailableText([item, item], "hi"));
  });
});
