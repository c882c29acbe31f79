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

  it("leaves an unknown message, a near miss and every English page's message as they came", () => {
    expect(localMessage(errors, "hi", "Some new refusal")).toBe("Some new refusal");
    expect(localMessage(errors, "hi", "That code is not correct!")).toBe("That code is not correct!");
    expect(localMessage(errors, "en", "That code is not correct")).toBe("That code is not correct");
  });
});
