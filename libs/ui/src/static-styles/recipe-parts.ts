import type { SystemStyleObject } from '@chakra-ui/react';

interface RecipeLike {
  base?: SystemStyleObject;
  variants?: Record<string, Record<string, SystemStyleObject | undefined>>;
}

interface SlotRecipeLike {
  base?: Partial<Record<string, SystemStyleObject | undefined>>;
  variants?: Record<string, Record<string, Partial<Record<string, SystemStyleObject | undefined>>>>;
}

/**
 * A recipe's base and each chosen variant value as styles of their own, named
 * `<prefix>` (base) and `<prefix>-<value>`: combined on an element they give
 * what the recipe gives for those values (the recipes used here have no
 * compound variants; a test checks that).
 */
export function recipeParts<P extends string>(
  prefix: P,
  recipe: RecipeLike,
  chosen: Readonly<Record<string, readonly string[]>>,
): Record<string, SystemStyleObject> {
  const parts: Record<string, SystemStyleObject> = { [prefix]: recipe.base ?? {} };
  for (const [dimension, values] of Object.entries(chosen)) {
    for (const value of values) {
      const style = recipe.variants?.[dimension]?.[value];
      if (!style) throw new Error(`recipe ${prefix} has no ${dimension} '${value}'`);
      parts[`${prefix}-${value}`] = style;
    }
  }
  return parts;
}

/** The same for one slot of a slot recipe (`card-body`, `card-body-sm`). */
export function slotRecipeParts(
  prefix: string,
  recipe: SlotRecipeLike,
  slot: string,
  chosen: Readonly<Record<string, readonly string[]>>,
): Record<string, SystemStyleObject> {
  const name = `${prefix}-${slot}`;
  const parts: Record<string, SystemStyleObject> = { [name]: recipe.base?.[slot] ?? {} };
  for (const [dimension, values] of Object.entries(chosen)) {
    for (const value of values) {
      const variant = recipe.variants?.[dimension]?.[value];
      if (!variant) throw new Error(`slot recipe ${prefix} has no ${dimension} '${value}'`);
      const style = variant[slot];
      if (style) parts[`${name}-${value}`] = style;
    }
  }
  return parts;
}
