package hu.ulti.core.external;

/**
 * What a run of an outside program printed, and how it ended.
 *
 * @param exit the exit status
 * @param output standard output and standard error, together
 */
public record Run(int exit, String output) {}
