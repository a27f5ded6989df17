package hu.ulti.core.card;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * Style for generated values in this package: the generated classes are package-private and
 * hidden behind the public abstract types, and the annotation is gone after compilation, so
 * Immutables never reaches a user's class path.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.SOURCE)
@Value.Style(
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    overshadowImplementation = true,
    defaults = @Value.Immutable(copy = false),
    allowedClasspathAnnotations = {Override.class})
@interface ImmutablesStyle {}
