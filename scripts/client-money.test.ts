import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No client component adds up money (issue 50 point 4): a "use client" module that did sums on paise
// would hold a rule the server must own, and could show a figure the server never charges. The server
// answers the figures (quoteReturn's backPaise, the views' totals); the browser only formats them.
// This reads every "use client" module's syntax tree for arithmetic whose operand is named for paise or
// rupees (a conversion goes through lib/pricing's rupeesToPaise and paiseToRupees).
const root = path.resolve(import.meta.dirname, "..");
const ARITHMETIC = new Set([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
]);
const MONEY = /paise|rupees/i;

/** The name an operand reads: `x`, `a.b.creditPaise`, `a["creditPaise"]`, through parentheses and `!`. */
function nameOf(node: ts.Expression): string | null {
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) return nameOf(node.expression);
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) return node.argumentExpression.text;
  return null;
}

/** Each arithmetic expression on a paise-named operand, as "line: text". */
function paiseArithmetic(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && ARITHMETIC.has(node.operatorToken.kind)) {
      if ([node.left, node.right].some((side) => MONEY.test(nameOf(side) ?? ""))) {
        found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const isClientModule = (source: string) => /^\s*(?:\/\/[^\n]*\n\s*)*["']use client["']/.test(source);

const sourcesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourcesUnder(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });

describe("client modules and money", () => {
  it("finds sums, differences, products and quotients on paise or rupees, and nothing else", () => {
    const sample = `"use client";
const back = quote.creditPaise + quote.moneyPaise;
const rupees = (paise: number) => paise / 100;
let total = 0; total += line.pricePaise;
const left = (order!.totalPaise) - 1;
const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
const label = formatINR(quote.backPaise);
const rate = percent * 2;
const asked = MIN_RUPEES * 100;`;
    expect(paiseArithmetic("sample.tsx", sample)).toEqual([
      "2: quote.creditPaise + quote.moneyPaise",
      "3: paise / 100",
      "4: total += line.pricePaise",
      "5: (order!.totalPaise) - 1",
      "9: MIN_RUPEES * 100",
    ]);
  });

  it("no 'use client' module under components/, app/ or lib/ does arithmetic on paise or rupees", () => {
    const clientModules = ["components", "app", "lib"]
      .flatMap(sourcesUnder)
      .filter((file) => isClientModule(readFileSync(path.join(root, file), "utf8")));
    // The scan must see the client modules, or it proves nothing.
    expect(clientModules.length).toBeGreaterThan(50);
    const offences = clientModules.flatMap((file) =>
      paiseArithmetic(file, readFileSync(path.join(root, file), "utf8")).map((hit) => `${file}:${hit}`),
    );
    expect(offences).toEqual([]);
    // It parses every client module: seconds on a loaded machine.
  }, 60_000);
});
