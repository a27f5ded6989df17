-- The reference server's schema. The database is the source of truth: a table's state is its
-- rows, replayed through the SDK; nothing lives only in a server's memory.

-- A table: one rule set, three seats, a run of sessions. version grows by one with every change,
-- so that a server instance can tell that another one changed the table.
CREATE TABLE ulti_table (
  id            VARCHAR(32)  NOT NULL PRIMARY KEY,
  rules         VARCHAR(400) NOT NULL,
  status        VARCHAR(16)  NOT NULL,  -- SEATING, PLAYING, BETWEEN_DEALS, OVER, CLOSED
  version       BIGINT       NOT NULL,
  to_act        INT,                    -- the seat to act in the deal in progress, if any
  creator       VARCHAR(64)  NOT NULL,  -- the creating client's address, for the per-client limit
  created_at    TIMESTAMP    NOT NULL,
  active_at     TIMESTAMP    NOT NULL   -- the last change, for closing idle tables
);
CREATE INDEX ulti_table_status ON ulti_table (status, active_at);
CREATE INDEX ulti_table_creator ON ulti_table (creator, status);

-- A seat: taken by a person, who holds the token whose SHA-256 is stored here, or by a bot.
CREATE TABLE ulti_seat (
  table_id      VARCHAR(32)  NOT NULL REFERENCES ulti_table (id),
  seat          INT          NOT NULL,
  kind          VARCHAR(8)   NOT NULL,  -- PERSON or BOT
  name          VARCHAR(40)  NOT NULL,
  token_sha256  VARCHAR(64),
  PRIMARY KEY (table_id, seat)
);
CREATE UNIQUE INDEX ulti_seat_token ON ulti_seat (token_sha256);

-- A session: the running scores of a run of deals, as hu.ulti.core.game.Session keeps them.
CREATE TABLE ulti_session (
  table_id      VARCHAR(32)  NOT NULL REFERENCES ulti_table (id),
  session_no    INT          NOT NULL,
  first_dealer  INT          NOT NULL,
  end_called_at INT,                    -- the deal before whose recording the end was called
  PRIMARY KEY (table_id, session_no)
);

-- A deal: the cards as shuffled (secret until the deal is over) and, once over, its game record.
CREATE TABLE ulti_deal (
  table_id      VARCHAR(32)  NOT NULL REFERENCES ulti_table (id),
  deal_no       INT          NOT NULL,
  session_no    INT          NOT NULL,
  cards         VARCHAR(2000) NOT NULL, -- the Deal in the wire format
  record        VARCHAR(20000),         -- the game record, once the deal is over
  PRIMARY KEY (table_id, deal_no)
);

-- An accepted action. The key makes a doubled action impossible: two writers of the same
-- sequence number cannot both commit.
CREATE TABLE ulti_action (
  table_id      VARCHAR(32)  NOT NULL REFERENCES ulti_table (id),
  deal_no       INT          NOT NULL,
  seq           INT          NOT NULL,
  action        VARCHAR(400) NOT NULL,  -- the Action in the wire format
  PRIMARY KEY (table_id, deal_no, seq)
);
