-- When each way in was added, and when the email was proved (issue 48, decision 096).
ALTER TABLE "User" ADD COLUMN "emailVerifiedAt" TIMESTAMP(3),
ADD COLUMN "mobileAddedAt" TIMESTAMP(3),
ADD COLUMN "passwordSetAt" TIMESTAMP(3);

-- Accounts verified before this change: a verified account's email counts as proved (the ones a
-- phone code verified cannot be told apart; decision 096), and each way as added at sign-up.
UPDATE "User" SET "emailVerifiedAt" = "createdAt" WHERE "isVerified" AND email IS NOT NULL;
UPDATE "User" SET "mobileAddedAt" = "createdAt" WHERE mobile IS NOT NULL;
UPDATE "User" SET "passwordSetAt" = "createdAt" WHERE "passwordHash" IS NOT NULL;

-- A link proves the address it was sent to: links sent before this change carry none, so they
-- stop working (they lasted a day at most; the page offers a new one).
ALTER TABLE "UserToken" ADD COLUMN "sentToHash" TEXT NOT NULL DEFAULT '';
ALTER TABLE "UserToken" ALTER COLUMN "sentToHash" DROP DEFAULT;
