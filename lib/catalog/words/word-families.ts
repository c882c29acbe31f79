// Words of a search that stand for several words of the catalogue (a colour family, an occasion), taken
// out of the text so that full text can look for any of them.

/**
 * Takes the words `familyOf` knows out of a search, each family once: what is left, and the families in order.
 * Only plain words count: a word in "quotes", an exclusion (-red) or an `or` beside it stays in the text as typed.
 */
export function splitFamilies(
  search: string,
  familyOf: (word: string) => readonly string[] | null,
): { text: string; families: (readonly string[])[] } {
  const tokens = search.match(/"[^"]*"?|\S+/g) ?? [];
  const families: (readonly string[])[] = [];
  const kept: string[] = [];
  tokens.forEach((token, index) => {
    const family = /^[a-z]+$/i.test(token) && !nextToOr(tokens, index) ? familyOf(token) : null;
    if (family && !families.includes(family)) families.push(family);
    else if (!family) kept.push(token);
  });
  return { text: kept.join(" "), families };
}

function nextToOr(tokens: readonly string[], index: number): boolean {
  return tokens[index - 1]?.toLowerCase() === "or" || tokens[index + 1]?.toLowerCase() === "or";
}
