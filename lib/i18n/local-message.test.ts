import { describe, expect, it } from "vitest";
import { localMessage } from "./local-message";
import { errors } from "./messages/errors";

describe("the server's English messages on a Hindi page", () => {
  it("shows a known message in Hindi, with the numbers the server put in it", () => {
    expect(localMessage(errors, "hi", "That code is not correct")).toBe("यह कोड सही नहीं है");
    // A wrong sign-in code says how many tries are left (lib/sms/phone-codes.ts).
    expect(localMessage(errors, "hi", "That code is not correct. 4 tries left.")).toBe("यह कोड सही नहीं है। 4 कोशिशें बाकी हैं।");
    expect(localMessage(errors, "hi", "That code is not correct. 1 try left.")).toBe("यह कोड सही नहीं है। 1 कोशिश बाकी है।");
    expect(localMessage(errors, "hi", "Enter a 10-digit mobile number")).toBe("10 अंकों का मोबाइल नंबर लिखें");
    expect(localMessage(errors, "hi", "Please wait 27 seconds before asking for another code")).toBe("नया कोड मँगाने से पहले 27 सेकंड रुकें");
    expect(localMessage(errors, "hi", "Too many attempts. Please try again in 1 minute.")).toBe(
      "बहुत बार कोशिश हुई। 1 मिनट बाद फिर कोशिश करें।",
    );
  });

  it("shows a refused add to cart, a sold-out size and the cart's notices in Hindi, the item's name as the server wrote it", () => {
    const item = "Silk Kurta - Maroon - M";
    const known: [string, string][] = [
      ["Added to cart", "कार्ट में डाल दिया"],
      ["Item is out of stock", "यह स्टॉक में नहीं है"],
      ["Out of Stock", "स्टॉक में नहीं"],
      ["Your cart can hold at most 50 items", "आपकी कार्ट में ज़्यादा से ज़्यादा 50 सामान आ सकते हैं"],
      ["Size L is out of stock", "साइज़ L स्टॉक में नहीं है"],
      [`${item} is out of stock`, `${item} स्टॉक में नहीं है`],
      [`${item} is out of stock and was removed`, `${item} स्टॉक में नहीं है, इसलिए हटा दिया गया`],
      [`Only 2 left of ${item}: quantity set to 2`, `${item} के सिर्फ़ 2 बचे हैं: मात्रा 2 कर दी गई`],
      [`${item} is out of stock. Choose a refund for it instead`, `${item} स्टॉक में नहीं है। इसकी जगह रिफ़ंड चुनें`],
      [`Only 1 of ${item} can still be returned`, `${item} के सिर्फ़ 1 पीस अभी लौटाए जा सकते हैं`],
    ];
    for (const [english, hindi] of known) expect(localMessage(errors, "hi", english)).toBe(hindi);
    expect(localMessage(errors, "en", `${item} is out of stock`)).toBe(`${item} is out of stock`);
  });

  it("leaves an unknown message, a near miss and every English page's message as they came", () => {
    expect(localMessage(errors, "hi", "Some new refusal")).toBe("Some new refusal");
    expect(localMessage(errors, "hi", "That code is not correct!")).toBe("That code is not correct!");
    expect(localMessage(errors, "en", "That code is not correct")).toBe("That code is not correct");
  });
});
