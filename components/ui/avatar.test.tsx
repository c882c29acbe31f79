import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AVATAR_PALETTE, Avatar, avatarColor, initialsOf } from "./avatar";

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("Priya Sharma")).toBe("PS");
    expect(initialsOf("  madhu ")).toBe("M");
    expect(initialsOf("")).toBe("?");
    expect(initialsOf("   ")).toBe("?");
    expect(initialsOf("anil kumar  reddy")).toBe("AR");
    expect(initialsOf("(ravi) 'iyer'")).toBe("RI");
    expect(initialsOf("...")).toBe("?");
    expect(initialsOf("प्रिया शर्मा")).toMatch(/^प.*श.*$/u);
  });
});

describe("avatarColor", () => {
  it("is stable for a name and comes from the palette", () => {
    expect(avatarColor("Priya Sharma")).toBe(avatarColor("Priya Sharma"));
    expect(avatarColor("Priya Sharma")).toBe(avatarColor(" priya sharma "));
    const names = ["Priya Sharma", "Madhu", "Anil Reddy", "Kavya", "Rohan Mehta", "Sita", "Arjun", "Leela", "Vikram", "Meera"];
    for (const name of names) expect(AVATAR_PALETTE).toContain(avatarColor(name));
    // Spread over the palette rather than all one colour.
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThan(3);
  });

  it("gives white initials a contrast of at least 4.5:1 on every colour", () => {
    for (const colour of AVATAR_PALETTE) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("Avatar", () => {
  it("draws initials in a labelled circle without an image", () => {
    const html = renderToStaticMarkup(<Avatar name="Priya Sharma" size={48} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Priya Sharma"');
    expect(html).toContain(">PS<");
    expect(html).toContain(`background-color:${avatarColor("Priya Sharma")}`);
    expect(html).toContain("width:48px");
    expect(html).not.toContain("<img");
  });

  it("shows the uploaded image with the name as its text", () => {
    const html = renderToStaticMarkup(<Avatar name="Madhu" image="/uploads/avatars/a.webp" size={32} className="ring-1" />);
    expect(html).toMatch(/<img[^>]*alt="Madhu"/);
    expect(html).toMatch(/width="32"/);
    expect(html).toContain("ring-1");
  });
});
