package hu.ulti.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Appending copies once and gives a list that behaves as an immutable {@link List}. */
class ImmutableListsTest {
  @Test
  void appendLeavesTheOriginalAndComparesLikeAnyList() {
    List<String> one = ImmutableLists.append(List.of(), "a");
    List<String> two = ImmutableLists.append(one, "b");
    assertThat(one).containsExactly("a");
    assertThat(two).containsExactly("a", "b").isEqualTo(List.of("a", "b")).hasSameHashCodeAs(List.of("a", "b"));
    assertThat(List.of("a", "b")).isEqualTo(two);
    assertThatThrownBy(() -> two.add("c")).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> two.set(0, "c")).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> two.get(2)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> ImmutableLists.append(two, null)).isInstanceOf(NullPointerException.class);
  }
}
