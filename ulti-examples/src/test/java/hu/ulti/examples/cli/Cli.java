package hu.ulti.examples.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the ulti command in-process and keeps what it printed. */
final class Cli {
  final StringWriter out = new StringWriter();
  final StringWriter err = new StringWriter();

  /** Runs the command; returns its exit status. */
  int run(String... args) {
    CommandLine cli = UltiCommand.newCommandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    return cli.execute(args);
  }

  String out() {
    return out.toString();
  }

  String err() {
    return err.toString();
  }

  void clear() {
    out.getBuffer().setLength(0);
    err.getBuffer().setLength(0);
  }
}
