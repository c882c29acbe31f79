-- Consents per purpose and channel, kept as a history (decision 103).
CREATE TYPE "ConsentPurpose" AS ENUM ('MARKETING_OFFERS', 'CART_REMINDERS', 'BACK_IN_STOCK');
CREATE TYPE "ConsentChannel" AS ENUM ('WHATSAPP', 'SMS', 'EMAIL');

ALTER TABLE "User" ADD COLUMN "noticeVersion" TEXT;

CREATE TABLE "Consent" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "contact" TEXT NOT NULL,
    "purpose" "ConsentPurpose" NOT NULL,
    "channel" "ConsentChannel" NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "noticeVersion" TEXT NOT NULL,
    "via" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Consent_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "Consent_contact_purpose_channel_createdAt_idx" ON "Consent"("contact", "purpose", "channel", "createdAt");
CREATE INDEX "Consent_userId_idx" ON "Consent"("userId");

-- The back-in-stock consents given before this history: their giving, and their withdrawal where there was one.
INSERT INTO "Consent" ("id", "contact", "purpose", "channel", "granted", "noticeVersion", "via", "createdAt")
SELECT gen_random_uuid()::text, "contact", 'BACK_IN_STOCK', "channel"::text::"ConsentChannel", true, 'before-2026-12-06', 'notify me', "givenAt"
FROM "ContactConsent";
INSERT INTO "Consent" ("id", "contact", "purpose", "channel", "granted", "noticeVersion", "via", "createdAt")
SELECT gen_random_uuid()::text, "contact", 'BACK_IN_STOCK', "channel"::text::"ConsentChannel", false, 'before-2026-12-06', 'unsubscribe link', "withdrawnAt"
FROM "ContactConsent" WHERE "withdrawnAt" IS NOT NULL;
