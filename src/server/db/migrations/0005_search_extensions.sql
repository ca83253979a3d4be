-- Trigram matching for typo-tolerant symbol search (the GIN index on products.symbol_key in the next
-- migration needs its operator class). PGlite loads the extension's code in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
