/**
 * How the assistant reads words, the same way for the knowledge it indexes and
 * the questions it is asked: lower case, accents folded, filler words dropped,
 * words stemmed. MiniSearch does the rest (fuzzy and prefix matching).
 */
import { stemmer } from 'stemmer';

/** Words that carry no topic in a question ("how do i reset my password" keeps "reset password"). */
const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from into onto about as is are was were be been being am do does did doing done ' +
    'i me my mine we us our ours you your yours he she it its they them their this that these those there here ' +
    'what which who whom whose why how can could would should shall will may might must want wants wanted need needs ' +
    'please pls plz kindly any some have has had get got give show find know let like just also so very really ' +
    // Request words that name no topic ("need help with exams", "what do you offer").
    'help offer offers provide available ' +
    'not no yes isnt dont im ive id youre thats whats hows wheres whos theres then than too ' +
    'le la les un une des de du et ou est sont je tu il elle nous vous ils pour avec dans sur en au aux ce cette ces mon ma mes'
  ).split(/\s+/),
);

/** Stop words that still mean something on their own (a question made only of them is kept whole). */
export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/** Lower case, accents folded (é -> e), apostrophes dropped (what's -> whats). */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’`]/g, '')
    .toLowerCase();
}

/** Porter's stemmer: "accounting", "accountants" and "account" meet; so do "nursing" and "nurse". */
export function stem(term: string): string {
  return /^[a-z]+$/.test(term) ? stemmer(term) : term;
}

/** Splits on spaces and punctuation (underscores too, so full_time reads as "full time"). */
export function tokenize(text: string): string[] {
  // Apostrophes join ("i'm" -> "im", "can't" -> "cant") before the split.
  return text
    .replace(/['’`]/g, '')
    .split(/[\s\p{P}\p{S}_]+/u)
    .filter(Boolean);
}

/** MiniSearch's processTerm, for indexing and for questions alike. */
export function processTerm(term: string): string | null {
  const word = normalize(term);
  // Single letters carry no topic ("i", "a", the "m" of a stray "i m").
  if (word.length < 2 || isStopWord(word)) return null;
  return stem(word);
}

/** The words of a question as MiniSearch will see them, each with the word the person typed. */
export function questionTerms(question: string): Array<{ term: string; typed: string }> {
  const seen = new Set<string>();
  const terms: Array<{ term: string; typed: string }> = [];
  for (const typed of tokenize(question)) {
    const term = processTerm(typed);
    if (term && !seen.has(term)) {
      seen.add(term);
      terms.push({ term, typed });
    }
  }
  return terms;
}
