/**
 * The game record: a line-oriented text format to store, exchange and referee deals and
 * sessions (specified in {@code docs/record-format.md}). {@link hu.ulti.core.record.RecordWriter}
 * writes a finished or unfinished game, {@link hu.ulti.core.record.RecordReader} reads one back,
 * and {@link hu.ulti.core.record.GameRecords} replays a record move by move, reporting the first
 * move that breaks a rule.
 */
package hu.ulti.core.record;
