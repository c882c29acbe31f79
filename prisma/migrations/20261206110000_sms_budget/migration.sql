-- SMS pumping (decision 097): the daily budget of text messages, split between known and new numbers.
ALTER TYPE "PhoneCodePurpose" ADD VALUE 'STOCK_NOTICE';

CREATE TABLE "SmsSpend" (
    "id" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "known" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmsSpend_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "SmsSpend_createdAt_idx" ON "SmsSpend"("createdAt");

-- "Notify me" by mobile now needs the number to prove itself; a number subscribed before without
-- proof gets no more texts until its owner subscribes again with a code.
UPDATE "ContactConsent" SET "withdrawnAt" = now() WHERE channel = 'SMS' AND "withdrawnAt" IS NULL;
