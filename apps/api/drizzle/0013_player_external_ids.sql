-- Imported players had no external ID (the tour's pages carry none), and the back office's player form
-- requires one, so they couldn't be edited: they take their tour profile slug, unless another player
-- already uses it as an ID.
UPDATE players SET external_id = slug, updated_at = now()
WHERE external_id IS NULL AND slug IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM players other WHERE other.external_id = players.slug);
