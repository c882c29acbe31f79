import type { Locale } from "@/lib/i18n/locales";

// The one-time code's text in each language (decision 122), as registered for DLT. Its last line is
// the one Android's SMS Retriever and the browser's WebOTP read to fill the code field by themselves.
export const CODE_WORDS: Record<Locale, (code: string) => string> = {
  en: (code) => `${code} is your Kurta Shop code. It expires in 5 minutes. Do not share it with anyone.`,
  hi: (code) => `${code} आपका Kurta Shop कोड है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी को न बताएँ।`,
};

export const codeText = (language: Locale, code: string, host: string) => `${CODE_WORDS[language](code)}\n\n@${host} #${code}`;
