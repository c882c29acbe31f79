import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE, productSearchSchema, searchKey } from "./search-schema";
import { MAX_PRICE_RUPEES } from "../words/search-words";

// Every rule of the listing's parameters, each with a case on either side of it.

const parse = (input: Record<string, unknown>) => productSearchSchema.parse(input);

/** The first message of a refused input (fails the test if the input is taken). */
function refusal(input: Record<string, unknown>): { message: string; path: PropertyKey[] } {
  const parsed = productSearchSchema.safeParse(input);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(input)} to be refused, got ${JSON.stringify(parsed.data)}`);
  const issue = parsed.error.issues[0]!;
  return { message: issue.message, path: issue.path };
}

describe("the listing query's defaults", () => {
  it("with nothing given: page 1 of 12, newest first, no filter, prices before GST", () => {
    expect(parse({})).toEqual({
      page: 1,
      limit: DEFAULT_PAGE_SIZE,
      all: false,
      categories: [],
      priceMinPaise: undefined,
      priceMaxPaise: undefined,
      pricesWithGst: false,
      minDiscountPct: undefined,
      inStockOnly: false,
      location: undefined,
      codOnly: false,
      colors: [],
      colorNames: [],
      sizes: [],
      search: undefined,
      sortBy: "createdAt",
      sortOrder: "desc",
    });
    expect(DEFAULT_PAGE_SIZE).toBe(12);
  });

  it("sorts a search by relevance unless told otherwise, and by price cheapest first", () => {
    expect(parse({ search: "silk" })).toMatchObject({ sortBy: "relevance", sortOrder: "desc" });
    expect(parse({ search: "silk", sortBy: "rating" })).toMatchObject({ sortBy: "rating", sortOrder: "desc" });
    expect(parse({ sortBy: "price" })).toMatchObject({ sortBy: "price", sortOrder: "asc" });
    expect(parse({ sortBy: "price", sortOrder: "desc" })).toMatchObject({ sortBy: "price", sortOrder: "desc" });
    expect(parse({ sortBy: "viewed", sortOrder: "asc" })).toMatchObject({ sortBy: "viewed", sortOrder: "asc" });
  });
});

describe("how a parameter arrives", () => {
  it("counts an empty or blank value as absent", () => {
    expect(parse({ page: "", category: "   ", search: "" })).toMatchObject({ page: 1, categories: [], search: undefined });
    expect(parse({ page: [] }).page).toBe(1);
  });

  it("takes the first of a repeated parameter, trimmed", () => {
    expect(parse({ page: ["3", "5"] }).page).toBe(3);
    expect(parse({ category: [" kurtas ", "other"] }).categories).toEqual(["kurtas"]);
    expect(parse({ page: ["", "5"] }).page).toBe(1);
  });

  it("takes a value that is not text as it is (a number from a caller in code)", () => {
    expect(parse({ page: 4, limit: 20 })).toMatchObject({ page: 4, limit: 20 });
    expect(parse({ all: true }).all).toBe(true);
  });
});

describe("page and limit", () => {
  it("take whole numbers within their bounds, both ends included", () => {
    expect(parse({ page: "1", limit: "1" })).toMatchObject({ page: 1, limit: 1 });
    expect(parse({ page: "100000", limit: String(MAX_ADMIN_PAGE_SIZE) })).toMatchObject({ page: 100_000, limit: 9999 });
  });

  it("refuse what is out of bounds, not whole, or not a number, saying which", () => {
    expect(refusal({ page: "0" })).toEqual({ message: "page must be at least 1", path: ["page"] });
    expect(refusal({ page: "100001" })).toEqual({ message: "page must be at most 100000", path: ["page"] });
    expect(refusal({ page: "1.5" })).toEqual({ message: "page must be a whole number", path: ["page"] });
    expect(refusal({ page: "two" })).toEqual({ message: "page must be a number", path: ["page"] });
    expect(refusal({ limit: "0" }).message).toBe("limit must be at least 1");
    expect(refusal({ limit: "10000" }).message).toBe("limit must be at most 9999");
  });

  it("refuse spellings that are not digits (z.coerce read 1e2 as 100 and 0x10 as 16)", () => {
    expect(refusal({ page: "1e2" })).toEqual({ message: "page must be a number", path: ["page"] });
    expect(refusal({ limit: "0x10" })).toEqual({ message: "limit must be a number", path: ["limit"] });
    expect(refusal({ discount: "-5" })).toEqual({ message: "discount must be at least 0", path: ["discount"] });
  });
});

describe("priceMin and priceMax", () => {
  it("are rupees, turned into paise, both ends included", () => {
    expect(parse({ priceMin: "0", priceMax: "499.5" })).toMatchObject({ priceMinPaise: 0, priceMaxPaise: 49_950 });
    expect(parse({ priceMax: String(MAX_PRICE_RUPEES) }).priceMaxPaise).toBe(100_000_000);
    expect(parse({ priceMin: "500", priceMax: "500" })).toMatchObject({ priceMinPaise: 50_000, priceMaxPaise: 50_000 });
  });

  it("may come alone", () => {
    expect(parse({ priceMin: "1000" })).toMatchObject({ priceMinPaise: 100_000, priceMaxPaise: undefined });
    expect(parse({ priceMax: "1000" })).toMatchObject({ priceMinPaise: undefined, priceMaxPaise: 100_000 });
  });

  it("refuse a negative, too large or unreadable amount, and a minimum above the maximum", () => {
    expect(refusal({ priceMin: "-1" })).toEqual({ message: "priceMin must be at least 0", path: ["priceMin"] });
    expect(refusal({ priceMax: "1000000.01" })).toEqual({ message: "priceMax must be at most 1000000", path: ["priceMax"] });
    expect(refusal({ priceMax: "cheap" })).toEqual({ message: "priceMax must be an amount in rupees", path: ["priceMax"] });
    expect(refusal({ priceMax: "1e3" })).toEqual({ message: "priceMax must be an amount in rupees", path: ["priceMax"] });
    expect(refusal({ priceMin: "1000.01", priceMax: "1000" })).toEqual({
      message: "priceMin must not be more than priceMax",
      path: ["priceMin"],
    });
  });
});

describe("discount", () => {
  it("is a whole percentage from 0 to 90", () => {
    expect(parse({ discount: "0" }).minDiscountPct).toBe(0);
    expect(parse({ discount: "90" }).minDiscountPct).toBe(90);
    expect(refusal({ discount: "91" }).message).toBe("discount must be at most 90");
    expect(refusal({ discount: "-1" }).message).toBe("discount must be at least 0");
  });
});

describe("the true-or-false parameters (all, availibility, availability)", () => {
  it.each(["true", "TRUE", "1", "yes", "on"])("reads %s as true", (word) => {
    expect(parse({ all: word }).all).toBe(true);
    expect(parse({ availibility: word }).inStockOnly).toBe(true);
    expect(parse({ availability: word }).inStockOnly).toBe(true);
  });

  it.each(["false", "False", "0", "no", "off"])("reads %s as false", (word) => {
    expect(parse({ all: word }).all).toBe(false);
    expect(parse({ availibility: word }).inStockOnly).toBe(false);
  });

  it("refuses any other word, naming the parameter", () => {
    expect(refusal({ all: "maybe" })).toEqual({ message: "all must be true or false", path: ["all"] });
    expect(refusal({ availability: "2" })).toEqual({ message: "availability must be true or false", path: ["availability"] });
  });

  it("lets the spec's spelling win over the right one", () => {
    expect(parse({ availibility: "false", availability: "true" }).inStockOnly).toBe(false);
    expect(parse({ availibility: "true", availability: "false" }).inStockOnly).toBe(true);
  });
});

describe("payment", () => {
  it.each(["cod", "COD", "On", "true"])("%s asks for cash on delivery", (value) => {
    expect(parse({ payment: value }).codOnly).toBe(true);
  });

  it.each(["online", "Off", "false"])("%s asks for every product", (value) => {
    expect(parse({ payment: value }).codOnly).toBe(false);
  });

  it("refuses anything else, text or not", () => {
    expect(refusal({ payment: "upi" })).toEqual({ message: "payment must be cod or online", path: ["payment"] });
    expect(refusal({ payment: true })).toEqual({ message: "payment must be cod or online", path: ["payment"] });
  });
});

describe("sortBy and sortOrder", () => {
  it("take the sorts by name in any case", () => {
    expect(parse({ sortBy: "CREATEDAT" }).sortBy).toBe("createdAt");
    expect(parse({ sortBy: "Purchased" }).sortBy).toBe("purchased");
    expect(parse({ sortBy: "relevance", search: "silk" }).sortBy).toBe("relevance");
  });

  it("refuse an unknown sort, listing the known ones, and relevance without a search", () => {
    expect(refusal({ sortBy: "name" })).toEqual({
      message: "sortBy must be one of price, viewed, purchased, createdAt, rating, relevance",
      path: ["sortBy"],
    });
    expect(refusal({ sortBy: "relevance" })).toEqual({ message: "sortBy=relevance needs a search", path: ["sortBy"] });
    expect(refusal({ sortBy: 1 }).message).toBe("sortBy must be one of price, viewed, purchased, createdAt, rating, relevance");
  });

  it("take asc and desc in any case, and the spec's 1 and -1", () => {
    expect(parse({ sortOrder: "ASC" }).sortOrder).toBe("asc");
    expect(parse({ sortOrder: "1" }).sortOrder).toBe("asc");
    expect(parse({ sortOrder: "-1", sortBy: "price" }).sortOrder).toBe("desc");
    expect(parse({ sortOrder: "Desc", sortBy: "price" }).sortOrder).toBe("desc");
    expect(refusal({ sortOrder: "up" })).toEqual({ message: "sortOrder must be asc or desc", path: ["sortOrder"] });
    expect(refusal({ sortOrder: -1 })).toEqual({ message: "sortOrder must be asc or desc", path: ["sortOrder"] });
  });
});

describe("size", () => {
  it("takes a size in any case, as the shop writes it", () => {
    expect(parse({ size: "l" }).sizes).toEqual(["L"]);
    expect(parse({ size: " xxl " }).sizes).toEqual(["XXL"]);
    expect(parse({ size: "" }).sizes).toEqual([]);
  });

  it("takes several separated by commas, repeats once", () => {
    expect(parse({ size: "xl, L,XL" }).sizes).toEqual(["XL", "L"]);
    expect(refusal({ size: "XL,XXXL" })).toEqual({ message: "size must be one of XS, S, M, L, XL, XXL", path: ["size"] });
    expect(refusal({ size: "XS,S,M,L,XL,XXL,XS" })).toEqual({ message: "size takes at most 6 values", path: ["size"] });
  });

  it("refuses a size the shop does not sell, naming the ones it does", () => {
    expect(refusal({ size: "XXXL" })).toEqual({ message: "size must be one of XS, S, M, L, XL, XXL", path: ["size"] });
    expect(refusal({ size: 3 }).message).toBe("size must be one of XS, S, M, L, XL, XXL");
  });
});

describe("color", () => {
  it("takes 3 or 6 hex digits with or without #, in lower case with its #", () => {
    expect(parse({ color: "800000" }).colors).toEqual(["#800000"]);
    expect(parse({ color: "#FFF" }).colors).toEqual(["#fff"]);
    expect(parse({ color: "800000,#2E3A87" }).colors).toEqual(["#800000", "#2e3a87"]);
  });

  it("take a colour's name as getColors lists it, in lower case", () => {
    expect(parse({ color: "Red, #2E3A87" })).toMatchObject({ colors: ["#2e3a87"], colorNames: ["red"] });
  });

  it("refuses a code that is not one, and anything too long", () => {
    const message = "color must be a colour code such as #2e3a87 or #fff, or a colour's name such as White";
    expect(refusal({ color: "#12345" }).message).toBe(message);
    expect(refusal({ color: "#8000000" }).message).toBe(message);
    expect(refusal({ color: "x".repeat(41) }).message).toBe(message);
    expect(refusal({ color: "x".repeat(10_000) }).message).toBe(message);
  });
});

describe("the text parameters", () => {
  it("take text up to their cap, trimmed", () => {
    expect(parse({ category: "c".repeat(100) }).categories[0]).toHaveLength(100);
    expect(parse({ location: " Lucknow " }).location).toBe("Lucknow");
    expect(parse({ location: "l".repeat(60) }).location).toHaveLength(60);
    expect(parse({ search: "s".repeat(100) }).search).toHaveLength(100);
  });

  it("refuse text past the cap, or a value that is not text, saying which", () => {
    expect(refusal({ category: "c".repeat(101) })).toEqual({ message: "category is too long", path: ["category"] });
    expect(refusal({ category: 5 }).message).toBe("category must be a category id");
    expect(refusal({ location: "l".repeat(61) }).message).toBe("location is too long");
    expect(refusal({ location: 5 }).message).toBe("location must be a region name");
    expect(refusal({ search: "s".repeat(101) }).message).toBe("search must be at most 100 characters");
    expect(refusal({ search: 5 }).message).toBe("search must be text");
  });

  it("keeps the spec's parameters as they were beside it", () => {
    const query = parse({ search: "red kurta", availibility: "true", payment: "Off", color: "800000", size: "M" });
    expect(query).toMatchObject({
      search: "red kurta",
      inStockOnly: true,
      codOnly: false,
      colors: ["#800000"],
      sizes: ["M"],
      sortBy: "relevance",
    });
  });
});

describe("the cache key of a search's words", () => {
  it("ignores case and spacing, which the search itself ignores", () => {
    expect(searchKey("Silk   Kurta")).toBe("silk kurta");
    expect(searchKey(" CHIKANKARI\tkurta ")).toBe("chikankari kurta");
  });

  it("keeps what changes the results: quotes, exclusions and every word", () => {
    expect(searchKey('"Block Print" -Red')).toBe('"block print" -red');
  });
});
