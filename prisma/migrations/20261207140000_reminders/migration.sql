-- CreateEnum
CREATE TYPE "ReminderKind" AS ENUM ('CART_FIRST', 'CART_SECOND');

-- CreateTable
CREATE TABLE "ReminderSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "cartAfterMinutes" INTEGER NOT NULL DEFAULT 60,
    "secondAfterHours" INTEGER NOT NULL DEFAULT 24,
    "channels" "ConsentChannel"[] DEFAULT ARRAY['WHATSAPP', 'EMAIL']::"ConsentChannel"[],
    "prepaidNudgePaise" INTEGER,
    "codReturnsLimit" INTEGER DEFAULT 2,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReminderSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Reminder" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "ReminderKind" NOT NULL,
    "cartStartedAt" TIMESTAMP(3) NOT NULL,
    "channel" "ConsentChannel" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "clickedAt" TIMESTAMP(3),

    CONSTRAINT "Reminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Reminder_userId_createdAt_idx" ON "Reminder"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Reminder_clickedAt_idx" ON "Reminder"("clickedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Reminder_userId_kind_cartStartedAt_key" ON "Reminder"("userId", "kind", "cartStartedAt");

-- AddForeignKey
ALTER TABLE "Reminder" ADD CONSTRAINT "Reminder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
