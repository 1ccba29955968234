/** Record fields holding JSON values, for the models of models-*.ts. */
import { nullable } from '@mswjs/data'

/**
 * A field holding a JSON object, or null. @mswjs/data 0.16 types only primitives (and arrays of
 * them), but a nullable property keeps an object given at creation exactly as given; the cast
 * only tells the types what the field holds. Such a record is never updated in place: the
 * library's update walks into an object and loses it.
 */
export function jsonOrNull<T extends object>() {
  const property = nullable<string>(() => null)
  return property as typeof property & { getValue: () => T | null }
}

/** A field always holding a JSON object, kept as given at creation like `jsonOrNull`'s. */
export function jsonObject<T extends object>() {
  const property = nullable<string>(() => null)
  return property as typeof property & { getValue: () => T }
}
