import { DEFAULT_LOCALE, isLocale, type Locale } from '@intambwe/i18n/locales';
import { normalize } from './text.js';

/**
 * Which of our languages a question is written in, from the common words of
 * each language it uses. Each word found adds its weight: 2 for words only
 * that language uses ("comment", "ninataka", "nigute", "what"), 1 for short
 * words another language shares ("ni" is Kinyarwanda and Swahili, "je" French
 * and Swahili, "la" French and Swahili). French accents add 1 per word.
 *
 * A language is chosen when it scores at least 2 and more than any other;
 * otherwise the question is too short or too mixed to tell ("Hi", "Kigali",
 * "ok") and the caller falls back to the page's language, then English.
 */
const markers = (strong: string, weak = ''): ReadonlyMap<string, number> =>
  new Map([
    ...weak.split(/\s+/).filter(Boolean).map((word) => [word, 1] as const),
    ...strong.split(/\s+/).filter(Boolean).map((word) => [word, 2] as const),
  ]);

const MARKERS: Readonly<Record<Locale, ReadonlyMap<string, number>>> = {
  en: markers(
    'the what how does your where when which why who tell show find want need please would could should there ' +
      'jobs job courses course account password sign hours opening work internships programs program help support ' +
      'thanks thank about more search tips recommendations create reset forgot free remote much cost',
    'is are do i you my me can in of to for with and any get have we it this that on',
  ),
  fr: markers(
    'je vous nous est sont les des une comment pourquoi quel quelle quels quelles combien quand avez pouvez suis ' +
      'cherche voudrais aimerais emploi emplois travail cours formation formations inscrire inscription compte mot passe ' +
      'bonjour merci salut aide offres stage stages avec pour dans sur chez mes mon votre vos horaires programmes ' +
      'entreprise recruter gratuit gratuits prix certificat plateforme plateformes conseils recherche ouvert',
    'le la un de du et en au aux ce ma ou qui que',
  ),
  rw: markers(
    'mu muri kuri nde iki ese mbese gute nigute ryari angahe ndashaka nshaka nifuza ndifuza nkeneye akazi amasomo isomo ' +
      'konti niyandikisha kwiyandikisha kwinjira ijambo ibanga muraho mwaramutse mwiriwe murakoze ubumenyi umwuga urubuga ' +
      'imirimo cyangwa kandi iyi uyu nta gusaba kwiga amahugurwa icyemezo impamyabumenyi igiciro amafaranga umukoresha ' +
      'gukoresha abakoresha gufungura ndagira amakuru mbwira mumbwire mwampa ryanjye yanjye byanjye nabona inama ' +
      'izihe ibihe ayahe uwuhe iyihe mutanga mufite nshobora ushobora mushobora ngomba nyereka zanyu yanyu',
    'ni na ku kwa ya y wa ari ndi ubu he ko aho masomo',
  ),
  sw: markers(
    'gani nini wapi lini vipi jinsi kazi ajira kozi ninataka nataka naomba tafadhali ninawezaje nawezaje naweza ' +
      'ninaweza kujisajili jisajili kusajili usajili akaunti nenosiri kuingia habari asante katika kwenye kuna hizi pia kuhusu ' +
      'mafunzo cheti bei gharama mwajiri ujuzi kujifunza nipe niambie nionyeshe ninahitaji nahitaji natafuta ninatafuta ' +
      'yangu yako zangu hujambo shikamoo bure kuajiri jukwaa mbali',
    'ni na kwa ya je la za wa hii au sana jambo karibu masomo',
  ),
};

// French words carry accents ("à", "été", "ça"); the others of our languages do not.
const FRENCH_ACCENT = /[àâçéèêëîïôûùüÿœ]/i;

/** Each language's score for a question (tests and logs). */
export function languageScores(question: string): Record<Locale, number> {
  const scores: Record<Locale, number> = { en: 0, fr: 0, rw: 0, sw: 0 };
  // Apostrophes separate words here ("l'emploi", "y'akazi", "what's" -> "what" "s").
  for (const typed of question.split(/[\s\p{P}\p{S}_]+/u)) {
    if (!typed) continue;
    const word = normalize(typed);
    for (const locale of Object.keys(MARKERS) as Locale[]) scores[locale] += MARKERS[locale].get(word) ?? 0;
    if (FRENCH_ACCENT.test(typed)) scores.fr += 1;
  }
  return scores;
}

/** The language a question is written in, or null when it is too short or mixed to tell. */
export function detectLanguage(question: string): Locale | null {
  const ranked = Object.entries(languageScores(question)).sort((a, b) => b[1] - a[1]) as Array<[Locale, number]>;
  const [best, second] = ranked;
  if (!best || best[1] < 2 || (second && second[1] >= best[1])) return null;
  return best[0];
}

/**
 * The language to answer in: the question's own, else the language of the
 * page it was asked from (the widget sends it as `context.extras.locale`), else English.
 */
export function answerLanguage(question: string, pageLocale?: unknown): Locale {
  return detectLanguage(question) ?? (isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE);
}
