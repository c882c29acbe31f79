-- CreateEnum
CREATE TYPE "MessageChannel" AS ENUM ('SMS', 'WHATSAPP');

-- AlterTable
ALTER TABLE "SmsMessage" ADD COLUMN     "buttons" JSONB,
ADD COLUMN     "channel" "MessageChannel" NOT NULL DEFAULT 'SMS';
