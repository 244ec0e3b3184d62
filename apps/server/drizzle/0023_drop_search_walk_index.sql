-- Decision 053: a search reads its matches once and keeps them; nothing walks this index now.
DROP INDEX "products_search_walk_idx";
