-- Version 4: a table has a host, its creator, who holds the token whose SHA-256 is stored here
-- (the same token as his player's, if he sat down at once). The host may close the table at any
-- time; the other people at it may only leave their places (docs/server.md, "Who may do what").
-- Tables created before this version have no host: only a person alone at one may close it.
ALTER TABLE ulti_table ADD COLUMN host_sha256 VARCHAR(64);
