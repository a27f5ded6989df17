package hu.ulti.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * The mapper {@link UltiJson#mapper()} gives: an {@link ObjectMapper} whose every failure to
 * read a value is an {@link UltiJsonException}, also those Jackson meets before or after the
 * value itself (text that is not JSON, no content, content after the value).
 */
final class UltiMapper extends ObjectMapper {
  private static final long serialVersionUID = 1L;

  UltiMapper(JsonFactory factory) {
    super(factory);
  }

  private UltiMapper(UltiMapper source) {
    super(source);
  }

  @Override
  public ObjectMapper copy() {
    _checkInvalidCopy(UltiMapper.class);
    return new UltiMapper(this);
  }

  @Override
  protected Object _readMapAndClose(JsonParser p, JavaType valueType) throws IOException {
    try {
      return super._readMapAndClose(p, valueType);
    } catch (UltiJsonException e) {
      throw e;
    } catch (JsonProcessingException e) {
      throw new UltiJsonException(p, "", Tree.notJson(e));
    }
  }

  @Override
  protected Object _readValue(DeserializationConfig config, JsonParser p, JavaType valueType) throws IOException {
    try {
      return super._readValue(config, p, valueType);
    } catch (UltiJsonException e) {
      throw e;
    } catch (JsonProcessingException e) {
      throw new UltiJsonException(p, "", Tree.notJson(e));
    }
  }
}
