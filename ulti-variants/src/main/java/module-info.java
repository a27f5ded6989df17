/**
 * Variant rules of Ulti built on {@code hu.ulti.core}: the older and alternative ways of
 * dealing now, the variant rule sets as they are added.
 */
module hu.ulti.variants {
  requires transitive hu.ulti.core;

  exports hu.ulti.variants;
}
