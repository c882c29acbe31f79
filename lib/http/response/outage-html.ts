import { AWAY_MESSAGE } from "@/lib/db-errors";
import { SHOP } from "@/lib/shop";

/** The body of the "back in a moment" page (lib/http/response/outage.ts): plain HTML with no scripts, checked by axe in the e2e. */
export function outageHtml(): string {
  return `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Back in a moment | ${SHOP.name}</title></head>
<body>
<main>
<h1>Back in a moment</h1>
<p>${AWAY_MESSAGE}</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>`;
}
