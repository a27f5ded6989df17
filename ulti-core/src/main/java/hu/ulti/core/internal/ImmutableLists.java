package hu.ulti.core.internal;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * Appending to immutable lists with one copy: the game states append a trick or a winner at every
 * trick, and {@code List.of(array)} would copy the array a second time. The lists made here are
 * unmodifiable, reject nulls and compare like any {@link List}.
 */
public final class ImmutableLists {
  private ImmutableLists() {}

  /**
   * {@return a new immutable list: {@code list} followed by {@code element}}
   *
   * @param list the list, not changed
   * @param element the element to add, not null
   * @param <T> the element type
   */
  public static <T> List<T> append(List<T> list, T element) {
    Objects.requireNonNull(element, "element");
    Object[] longer = list.toArray(new Object[list.size() + 1]);
    longer[list.size()] = element;
    return new ArrayList<>(longer);
  }

  /** Invariant: the array is this list's alone and never written after construction. */
  private static final class ArrayList<T> extends AbstractList<T> implements RandomAccess {
    private final Object[] elements;

    ArrayList(Object[] elements) {
      this.elements = elements;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(int index) {
      return (T) elements[Objects.checkIndex(index, elements.length)];
    }

    @Override
    public int size() {
      return elements.length;
    }
  }
}
