-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "sealedBody" TEXT,
ADD COLUMN     "sealedUntil" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "EmailOutbox_createdAt_idx" ON "EmailOutbox"("createdAt");

-- CreateIndex
CREATE INDEX "EmailOutbox_sealedUntil_idx" ON "EmailOutbox"("sealedUntil");

-- Written by hand: the one-time links already in the outbox are removed.
UPDATE "EmailOutbox"
SET "html" = regexp_replace("html", 'https?://[^\s"<>]+/(verify|reset-password)/[A-Za-z0-9_-]+', '[link removed]', 'g'),
    "text" = regexp_replace("text", 'https?://[^\s"<>]+/(verify|reset-password)/[A-Za-z0-9_-]+', '[link removed]', 'g')
WHERE "template" IN ('verify-email', 'password-reset');
