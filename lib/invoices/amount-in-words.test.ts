import { describe, expect, it } from "vitest";
import { numberInWords, rupeesInWords } from "./amount-in-words";

describe("rupeesInWords", () => {
  it("reads crores, lakhs and thousands the Indian way, with the paise", () => {
    expect(rupeesInWords(1_234_567_850)).toBe(
      "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only",
    );
  });

  it("writes whole rupees without paise", () => {
    expect(rupeesInWords(157_395)).toBe("Rupees One Thousand Five Hundred Seventy-Three and Ninety-Five Paise Only");
    expect(rupeesInWords(10_000_000)).toBe("Rupees One Lakh Only");
    expect(rupeesInWords(100)).toBe("Rupees One Only");
    expect(rupeesInWords(0)).toBe("Rupees Zero Only");
    expect(rupeesInWords(5)).toBe("Rupees Zero and Five Paise Only");
  });

  it("leaves out empty places and reads teens and round tens", () => {
    expect(numberInWords(1_00_00_001)).toBe("One Crore One");
    expect(numberInWords(20_00_010)).toBe("Twenty Lakh Ten");
    expect(numberInWords(99_99_99_999)).toBe("Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine");
    expect(numberInWords(1_000)).toBe("One Thousand");
    expect(numberInWords(17)).toBe("Seventeen");
    expect(numberInWords(40)).toBe("Forty");
  });

  it("reads crores above ninety-nine with the same numbering", () => {
    expect(numberInWords(1_25_00_00_000)).toBe("One Hundred Twenty-Five Crore");
    expect(numberInWords(1_23_456_78_90_123)).toBe(
      "One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Crore Seventy-Eight Lakh Ninety Thousand One Hundred Twenty-Three",
    );
  });

  it("refuses what is not an amount", () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});
