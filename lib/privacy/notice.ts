// The privacy notice's version (app/(shop)/privacy): a new one for every change of its text, so each
// consent and each account records which text its shopper was shown (decision 103).
export const PRIVACY_NOTICE_VERSION = "2026-12-06";
