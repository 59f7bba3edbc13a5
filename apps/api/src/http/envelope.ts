/** `{ success: true, data }` (CONTRACT Envelope); `message` for calls that add one. */
export function ok<T>(data: T, message?: string) {
  return message === undefined ? { success: true as const, data } : { success: true as const, data, message };
}
