-- Per-viewer experience state (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): viewed, completed, dismissed and the last trigger,
-- keyed by viewer ('user:<id>' or 'anon:<pb_anon cookie>') and placed experience. Definitions
-- live in KV (EXPERIENCES); only this state is per viewer. Triggers are kept as history too.
CREATE TABLE experience_states (
  viewer_key      TEXT NOT NULL,
  placement_id    INTEGER NOT NULL,
  experience_id   INTEGER NOT NULL,
  viewed_at       INTEGER,
  view_count      INTEGER NOT NULL DEFAULT 0,
  completed_at    INTEGER,
  dismissed_at    INTEGER,
  triggered_at    INTEGER,
  trigger_context TEXT,
  PRIMARY KEY (viewer_key, placement_id, experience_id)
) WITHOUT ROWID;

CREATE TABLE experience_triggers (
  id              INTEGER PRIMARY KEY,
  viewer_key      TEXT NOT NULL,
  placement_id    INTEGER NOT NULL,
  experience_id   INTEGER NOT NULL,
  extra_context   TEXT NOT NULL DEFAULT '{}',
  created_at      INTEGER NOT NULL
);
CREATE INDEX experience_triggers_viewer ON experience_triggers(viewer_key, created_at);
