package hu.ulti.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import hu.ulti.core.record.ReplayBudget;
import java.io.IOException;
import java.util.function.Function;

/**
 * Jackson serializers and deserializers made from a codec's two functions: a value to a tree,
 * and a checked tree ({@link In}) to a value. Reading goes through {@link Tree}, so every value
 * is read strictly and within bounds, and every problem becomes an {@link UltiJsonException}
 * naming its field.
 */
final class CodecAdapters {
  private CodecAdapters() {}

  static <T> StdSerializer<T> serializer(Class<T> type, Function<? super T, ? extends JsonNode> write) {
    return new StdSerializer<>(type) {
      private static final long serialVersionUID = 1L;

      @Override
      public void serialize(T value, JsonGenerator generator, SerializerProvider provider) throws IOException {
        generator.writeTree(write.apply(value));
      }
    };
  }

  /**
   * The bound on choosing unknown discards ({@code discard ? ?}) of one {@code readValue} call,
   * shared by every game record it reads, as the records of one text share one: a document of
   * many records whose discards cannot be chosen costs a bounded time in all.
   */
  private static ReplayBudget replayBudget(DeserializationContext context) {
    Object budget = context.getAttribute(ReplayBudget.class);
    if (budget == null) {
      budget = ReplayBudget.ofActions(ReplayBudget.DEFAULT_ACTIONS);
      context.setAttribute(ReplayBudget.class, budget);
    }
    return (ReplayBudget) budget;
  }

  static <T> StdDeserializer<T> deserializer(Class<T> type, Function<In, ? extends T> read, boolean strict) {
    return new StdDeserializer<>(type) {
      private static final long serialVersionUID = 1L;

      @Override
      public T deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        try {
          T value = read.apply(In.root(Tree.read(parser), strict, replayBudget(context)));
          if (!type.isInstance(value)) {
            throw new JsonError("", "expected " + type.getSimpleName() + ", found " + value.getClass().getSimpleName());
          }
          return value;
        } catch (JsonError e) {
          throw new UltiJsonException(parser, e.path(), e.getMessage());
        }
      }

      /** The SDK has no nulls: a JSON null where a value is expected is refused. */
      @Override
      public T getNullValue(DeserializationContext context) throws com.fasterxml.jackson.databind.JsonMappingException {
        throw new UltiJsonException(context.getParser(), "", "expected " + type.getSimpleName() + ", found null");
      }
    };
  }
}
