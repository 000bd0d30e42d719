-- A product return may take units back from the client without putting them on the shelf (opened, damaged,
-- expired): they count as returned (never returned twice) but post no stock movement. Earlier returns went to stock.
ALTER TABLE "product_returns" ADD COLUMN "back_to_stock" boolean DEFAULT true NOT NULL;
