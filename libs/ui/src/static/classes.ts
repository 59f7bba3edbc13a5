/**
 * Class names of styles made at build time (`defineStaticStyles` in
 * `@intambwe/ui/static-styles`): a component writes `c.title` and the page's
 * stylesheet holds `.job-card-title`. Only the names travel to the browser;
 * the style objects and the design system that turns them into CSS stay in
 * the build.
 *
 * ```ts
 * // with `jobCardStyles` imported from the component's styles module as a type only (erased)
 * const c = staticClasses<typeof jobCardStyles>('job-card');
 * <h3 className={c.title}>…</h3>
 * ```
 */
export type StaticClassNames<K extends string> = { readonly [key in K]: string };

/** The keys a `defineStaticStyles` definition names. */
export type StaticStyleKeys<T> = T extends { readonly keys?: infer K } ? Extract<K, string> : never;

/** The class name of one style of a namespace (the same rule the build uses). */
export const staticClassName = (namespace: string, key: string): string => `${namespace}-${key}`;

export function staticClasses<T extends { readonly namespace: string; readonly keys?: string }>(
  namespace: T['namespace'],
): StaticClassNames<StaticStyleKeys<T>> {
  return new Proxy({} as StaticClassNames<StaticStyleKeys<T>>, {
    get: (_target, key) => (typeof key === 'string' ? staticClassName(namespace, key) : undefined),
  });
}

/** Joins class names, skipping the empty ones (`cx(c.tab, active && c.active)`). */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
