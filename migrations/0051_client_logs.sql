-- The experiences layer's client logs (docs/rules/experiences.md#client-logs): NoAction, empty links, error
-- boundary reports. Nothing that identifies the viewer: no user or anonymous id, no address, no cookie, the
-- page's route pattern instead of its path, the time to the hour. Rows older than CLIENT_LOG_RETENTION_DAYS
-- are pruned by the next write (worker/experiences/clientLogs.ts).
CREATE TABLE client_logs (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  placement_id INTEGER,
  experience_id INTEGER,
  route TEXT NOT NULL,
  error_name TEXT,
  error_message TEXT,
  error_stack TEXT,
  boundary_name TEXT,
  boundary_type TEXT,
  os INTEGER NOT NULL,
  browser INTEGER NOT NULL,
  logged_hour INTEGER NOT NULL
);

CREATE INDEX client_logs_by_hour ON client_logs (logged_hour);
