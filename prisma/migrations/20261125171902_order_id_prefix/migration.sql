-- CreateIndex
CREATE INDEX "Order_publicOrderId_prefix_idx" ON "Order"("publicOrderId" text_pattern_ops);
