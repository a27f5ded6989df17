package hu.ulti.examples.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads a results file ({@link MatchResultsFile}, {@link PlayResultsFile}): its header on line 1,
 * then one JSON line each, every line strictly ({@link ResultsLine}). Every refusal names the file,
 * and the line where one line is at fault.
 */
final class ResultsFileReader {
  /** Reads one line after the header. */
  interface LineReader {
    void read(ResultsLine line) throws JsonProcessingException;
  }

  private final Path file;
  private final String format;
  private final ObjectMapper json;
  private final List<String> lines;

  /**
   * Reads the file's lines.
   *
   * @throws IllegalArgumentException if it has none
   */
  ResultsFileReader(Path file, String format, ObjectMapper json) throws IOException {
    this.file = file;
    this.format = format;
    this.json = json;
    this.lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    if (lines.isEmpty()) {
      throw refusal("empty, not " + format);
    }
  }

  /**
   * {@return what {@code reading} reads from the header, line 1, which has exactly these fields}
   *
   * @throws IllegalArgumentException naming line 1, if it is not a header of this format, not as
   *     strict as that, or refused by {@code reading}
   */
  <T> T header(Set<String> fields, Function<ResultsLine, T> reading) {
    try {
      JsonNode first = json.readTree(lines.get(0));
      if (!format.equals(first.path("format").asText())) {
        throw refusal("line 1 is not a header of " + format);
      }
      return reading.apply(new ResultsLine(first, fields, Set.of()));
    } catch (JsonProcessingException e) {
      throw refusal("line 1: not " + format + ": " + e.getOriginalMessage());
    } catch (IllegalArgumentException e) {
      throw atLine(1, e);
    }
  }

  /**
   * Reads every line after the header that is not blank, in order.
   *
   * @param required the fields each must have
   * @param optional the fields each may have besides
   * @throws IllegalArgumentException naming the line, if one is not JSON, not as strict as that, or
   *     refused by {@code reader}
   */
  void eachLine(Set<String> required, Set<String> optional, LineReader reader) {
    for (int at = 2; at <= lines.size(); at++) {
      String text = lines.get(at - 1);
      if (text.isBlank()) {
        continue;
      }
      try {
        reader.read(new ResultsLine(json.readTree(text), required, optional));
      } catch (JsonProcessingException e) {
        throw refusal("line " + at + ": not " + format + ": " + e.getOriginalMessage());
      } catch (IllegalArgumentException e) {
        throw atLine(at, e);
      }
    }
  }

  /** {@return a refusal of the whole file, no one line at fault} */
  IllegalArgumentException refusal(String message) {
    return new IllegalArgumentException(file + ": " + message);
  }

  private IllegalArgumentException atLine(int at, IllegalArgumentException e) {
    return e.getMessage().startsWith(file + ": ") ? e : new IllegalArgumentException(file + ": line " + at + ": "
        + e.getMessage(), e);
  }
}
