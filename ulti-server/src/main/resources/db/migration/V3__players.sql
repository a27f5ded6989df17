-- Version 3: the words of the SDK's first release (docs/vocabulary.md). A table's places belong
-- to the players of its sessions (0 to 3), which are not the seats of a deal (0 to 2): the table
-- ulti_seat becomes ulti_player and its column seat becomes player. The statuses take the names
-- the API gives them: PLAYING is DEAL_IN_PROGRESS, OVER is SESSION_OVER. The events stored in
-- ulti_change keep the words they were written with; the server reads both.
ALTER TABLE ulti_seat RENAME TO ulti_player;
ALTER TABLE ulti_player RENAME COLUMN seat TO player;
ALTER INDEX ulti_seat_token RENAME TO ulti_player_token;
UPDATE ulti_table SET status = 'DEAL_IN_PROGRESS' WHERE status = 'PLAYING';
UPDATE ulti_table SET status = 'SESSION_OVER' WHERE status = 'OVER';
