import { cardListApi, issuedCardApi } from "@/lib/gift-cards/api";
import { issueGiftCard } from "@/lib/gift-cards/issue";
import { listGiftCards } from "@/lib/gift-cards/admin";
import { apiRoute } from "@/lib/http/api-route";

// Beyond the spec (issue 51): the owner's gift cards, in rupees; the code is answered once, at issue.
export const GET = apiRoute("admin", async (ctx, input) => cardListApi(await listGiftCards(ctx, input)));

export const POST = apiRoute("admin", async (ctx, input) => ({
  message: "Gift card issued",
  ...issuedCardApi(await issueGiftCard(ctx, input)),
}));
