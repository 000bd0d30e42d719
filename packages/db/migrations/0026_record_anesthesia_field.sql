-- Issue #14: the built-in surgery and dental templates now carry an 'anesthesia' block field (the record's
-- anesthesia session: drugs, readings, chart). Field types live in the JSONB sections (no DB constraint to
-- widen). The clinics' own copies of those two templates get the field at the start of their 'procedure'
-- section, labelled in the clinic's language, so new records written from them show the block. Records
-- already written keep their own template_snapshot and are not touched. Copies the clinic reshaped (no
-- 'procedure' section) or that already have an 'anesthesia' key are left as they are.
WITH labels(lang, label) AS (VALUES
  ('en', 'Anesthesia'), ('ro', 'Anestezie'), ('ca', 'Anestèsia'), ('id', 'Anestesi'), ('es', 'Anestesia'),
  ('fr', 'Anesthésie'), ('zh-TW', '麻醉'), ('pl', 'Znieczulenie'), ('cs', 'Anestezie'), ('sv', 'Anestesi'),
  ('bg', 'Анестезия'), ('pt', 'Anestesia'), ('hu', 'Altatás'), ('ko', '마취')
), targets AS (
  SELECT t.id, coalesce(l.label, 'Anesthesia') AS label
  FROM "record_templates" t
  JOIN "clinics" c ON c.id = t.clinic_id
  LEFT JOIN labels l ON l.lang = c.default_language
  WHERE t.repo_key IN ('surgery', 'dental')
    AND jsonb_path_exists(t.sections, '$[*] ? (@.key == "procedure")')
    AND NOT jsonb_path_exists(t.sections, '$[*].fields[*] ? (@.key == "anesthesia" || @.type == "anesthesia")')
)
UPDATE "record_templates" t SET
  "sections" = (
    SELECT jsonb_agg(
      CASE WHEN s->>'key' = 'procedure'
        THEN jsonb_set(s, '{fields}', jsonb_build_array(jsonb_build_object('key', 'anesthesia', 'label', targets.label, 'type', 'anesthesia')) || coalesce(s->'fields', '[]'::jsonb))
        ELSE s END
      ORDER BY ord)
    FROM jsonb_array_elements(t.sections) WITH ORDINALITY AS e(s, ord)
  ),
  "version" = t.version + 1,
  "updated_at" = now()
FROM targets
WHERE t.id = targets.id;
