package hu.ulti.json;

/**
 * A problem found while reading a value, at a path inside it ({@code actions[3].card}); the
 * deserializers turn it into an {@link UltiJsonException} at the parser's location.
 */
final class JsonError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String path;
  private final String problem;

  JsonError(String path, String problem) {
    super(path.isEmpty() ? problem : path + ": " + problem, null, false, false);
    this.path = path;
    this.problem = problem;
  }

  String path() {
    return path;
  }

  String problem() {
    return problem;
  }
}
