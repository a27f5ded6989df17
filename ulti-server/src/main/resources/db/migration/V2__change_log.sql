-- Version 2: a table is its log of changes. Each committed change is one row, numbered by the
-- table's version, holding the events it made (a seat taken, a session started, a deal dealt,
-- an action, the end called, the table closed); the table's state at any version is the fold of
-- its changes up to it, each session replayed by the SDK (Session.replay). So an instance that
-- hears of version v can rebuild every version before it: no client ever misses one.
--
-- The tables of version 1 are dropped: the reference server had no release before this schema,
-- and their sessions cannot be given the versions their clients saw.
DROP TABLE ulti_action;
DROP TABLE ulti_deal;
DROP TABLE ulti_session;
DROP TABLE ulti_seat;
DROP TABLE ulti_table;

-- A table: one rule set, three or four seats (a session's players, numbered anticlockwise).
-- status and to_act are kept beside the log for the lobby, the per-client limit, closing idle
-- tables and resuming bots; version is the number of the last change.
CREATE TABLE ulti_table (
  id            VARCHAR(32)  NOT NULL PRIMARY KEY,
  rules         VARCHAR(400) NOT NULL,
  players       INT          NOT NULL,  -- 3 or 4
  status        VARCHAR(16)  NOT NULL,  -- SEATING, PLAYING, BETWEEN_DEALS, OVER, CLOSED
  version       BIGINT       NOT NULL,
  to_act        INT,                    -- the seat (player) to act in the deal in progress, if any
  creator       VARCHAR(64)  NOT NULL,  -- the creating client's address, for the per-client limit
  people        INT          NOT NULL,  -- how many seats people hold
  created_at    TIMESTAMP    NOT NULL,
  active_at     TIMESTAMP    NOT NULL   -- the last change, for closing idle tables
);
CREATE INDEX ulti_table_status ON ulti_table (status, active_at);
CREATE INDEX ulti_table_creator ON ulti_table (creator, status);

-- A seat, for finding it by its token: a person's holds the SHA-256 of the token, a bot's none.
-- The seat's events are in the log too.
CREATE TABLE ulti_seat (
  table_id      VARCHAR(32)  NOT NULL REFERENCES ulti_table (id),
  seat          INT          NOT NULL,
  kind          VARCHAR(8)   NOT NULL,  -- PERSON or BOT
  name          VARCHAR(40)  NOT NULL,
  token_sha256  VARCHAR(64),
  PRIMARY KEY (table_id, seat)
);
CREATE UNIQUE INDEX ulti_seat_token ON ulti_seat (token_sha256);

-- A change: the events one committed request made, as a JSON array. The key makes a doubled
-- change impossible: two writers of the same version cannot both commit.
CREATE TABLE ulti_change (
  table_id      VARCHAR(32)  NOT NULL REFERENCES ulti_table (id),
  version       BIGINT       NOT NULL,
  events        VARCHAR(8000) NOT NULL,
  PRIMARY KEY (table_id, version)
);
