-- Enrolments that name a course the tenant does not have (typed by hand before the dashboard had a
-- course picker) showed learners phantom courses. Remove them; a course soft-deleted by staff still
-- exists and keeps its enrolments.
DELETE FROM "enrolments" e
WHERE NOT EXISTS (
  SELECT 1 FROM "catalog_courses" c WHERE c."tenant_id" = e."tenant_id" AND c."slug" = e."course_slug"
);
