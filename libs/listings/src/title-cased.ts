/** 'full_time' -> 'Full Time', 'INTERNSHIP' -> 'Internship': words split on underscores, each capitalised; null when there are none. */
export function titleCased(text: string | null | undefined): string | null {
  const words = (text ?? '')
    .split('_')
    .map((word) => word.trim())
    .filter(Boolean);
  if (words.length === 0) return null;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}
