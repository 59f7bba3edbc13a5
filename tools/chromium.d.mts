/** Debian's Chromium, or CHROMIUM_PATH. */
export declare const chromiumPath: string;
/** The flags every browser test and benchmark launches Chromium with. */
export declare const chromiumArgs: readonly string[];
