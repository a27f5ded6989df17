package hu.ulti.core.play;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * Style for generated values in this package: package-private implementations behind the public
 * abstract types; SOURCE retention keeps Immutables off users' class paths.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.SOURCE)
@Value.Style(
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    overshadowImplementation = true,
    defaults = @Value.Immutable(copy = false),
    allowedClasspathAnnotations = {Override.class})
@interface ImmutablesStyle {}
