import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useContinueAfterLogin } from "@/components/account/after-login";
import { LocaleProvider } from "@/components/i18n/locale-context";
import { PageWords } from "@/components/i18n/page-words";
import type { ActionResult } from "@/lib/http/action";
import type { Locale } from "@/lib/i18n/locales";
import type { IntentDone } from "@/lib/intent/perform-intent";

const said = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock("@/components/ui/toast", () => ({
  notify: { success: (text: string) => said.success.push(text), error: (text: string) => said.error.push(text) },
}));

// After a login, the tap she made before it is done and said: in Hindi on a Hindi login page
// (app/hi/(own) hands the server's messages), and Buy Now leads to the Hindi cart.
function resume(locale: Locale, resumed: ActionResult<IntentDone>) {
  said.success.length = 0;
  said.error.length = 0;
  const went: string[] = [];
  const router = { replace: (to: string) => went.push(to) } as never;
  function Login() {
    useContinueAfterLogin()(router, "/hi/product/silk", resumed);
    return null;
  }
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <PageWords locale={locale} serverMessages>
        <Login />
      </PageWords>
    </LocaleProvider>,
  );
  return { ...said, went };
}

const bought = {
  ok: true,
  data: { message: "Added to cart", to: "/cart", notices: ["Only 1 left of Silk Kurta - Maroon - M: quantity set to 1"] },
};

describe("what a login does with the tap she made before it", () => {
  it("says it in Hindi and stays on the Hindi pages", () => {
    expect(resume("hi", bought as ActionResult<IntentDone>)).toEqual({
      success: ["कार्ट में डाल दिया"],
      error: ["Silk Kurta - Maroon - M के सिर्फ़ 1 बचे हैं: मात्रा 1 कर दी गई"],
      went: ["/hi/cart"],
    });
    const refused = resume("hi", { ok: false, code: "out_of_stock", message: "Item is out of stock" } as ActionResult<IntentDone>);
    expect(refused).toMatchObject({ error: ["यह स्टॉक में नहीं है"], went: ["/hi/product/silk"] });
  });

  it("says it in English on the English login, as before", () => {
    expect(resume("en", bought as ActionResult<IntentDone>)).toEqual({
      success: ["Added to cart"],
      error: ["Only 1 left of Silk Kurta - Maroon - M: quantity set to 1"],
      went: ["/cart"],
    });
  });
});
