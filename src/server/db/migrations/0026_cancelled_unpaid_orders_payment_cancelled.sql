-- Orders cancelled before they were paid kept the payment status they had ('pending' or
-- 'failed'); a cancelled order's unpaid payment is 'cancelled' now, and so are the old ones.
UPDATE "orders" SET "payment_status" = 'cancelled'
WHERE "status" = 'CANCELLED' AND "payment_status" IN ('pending', 'failed');
