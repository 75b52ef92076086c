-- placeholder: replaced by the work that owns this migration; keep a statement so the migrator has one
SELECT 1;
