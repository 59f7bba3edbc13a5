/** One way of taking parts of a page away: its name in the bench's table and the rewrite of its HTML. */
export interface FloorVariant {
  name: string;
  rewrite(html: string): string;
}
export declare const MINIMAL_PAGE: string;
export declare const FLOOR_VARIANTS: readonly FloorVariant[];
/** A proxy on a free port that serves `target` with its HTML rewritten by `rewrite`. */
export declare function startRewritingProxy(
  target: string,
  rewrite: (html: string) => string,
): Promise<{ baseUrl: string; close(): Promise<void> }>;
