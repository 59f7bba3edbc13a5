/**
 * How the assistant reads words in each language, the same way for the
 * knowledge it indexes and the questions it is asked: lower case, accents
 * folded, filler words dropped, and, in English only, words stemmed (Porter's
 * stemmer is English). MiniSearch does the rest (fuzzy and prefix matching).
 */
import type { Locale } from '@intambwe/i18n/locales';
import { stemmer } from 'stemmer';

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Words that carry no topic in a question, per language ("how do i reset my password" keeps "reset password"). */
const STOP_WORDS: Readonly<Record<Locale, ReadonlySet<string>>> = {
  en: words(
    'a an the and or but if of to in on at by for with from into onto about as is are was were be been being am do does did doing done ' +
      'i me my mine we us our ours you your yours he she it its they them their this that these those there here ' +
      'what which who whom whose why how can could would should shall will may might must want wants wanted need needs ' +
      'please pls plz kindly any some have has had get got give show find know let like just also so very really ' +
      // Request words that name no topic ("need help with exams", "what do you offer").
      'help offer offers provide available ' +
      'not no yes isnt dont im ive id youre thats whats hows wheres whos theres then than too ' +
      // French words an English index met when French questions came to it.
      'le la les un une des de du et ou est sont je tu il elle nous vous ils pour avec dans sur en au aux ce cette ces mon ma mes',
  ),
  // Accents are folded before this test: "où" is "ou", "êtes" is "etes".
  fr: words(
    'le la les un une des de du au aux et ou mais donc car ni si est sont suis es etes sommes etre ete ai as avez avons ont avoir ' +
      'je tu il elle on nous vous ils elles me te se moi toi lui leur leurs ce cet cette ces ca cela ceci mon ma mes ton ta tes son sa ses ' +
      'notre nos votre vos qui que quoi quel quelle quels quelles lequel laquelle comment pourquoi quand combien dont ' +
      'pour avec dans sur sous par en chez vers entre sans depuis pendant apres avant ' +
      'ne pas tres aussi bien tout tous toute toutes autre autres meme deja encore ici y ' +
      'peux peut pouvez puis pourrais pourriez veux veut voulez voudrais voudrait aimerais souhaite souhaiterais ' +
      'faut faire fais fait cherche cherchons cherchez chercher trouver trouve besoin svp plait stp dites dis ' +
      'montrez montre montrer voir affichez afficher parlez parle parler expliquez explique ' +
      'quelqu quelque quelques proposez offrez existe',
  ),
  rw: words(
    'ni si na n nka nk mu muri ku kuri kwa i ya y wa w za z rya ry cya cy bya by rwa rw bwa bw ka k twa tw ha h ' +
      'nde iki ki ese mbese se gute nigute he hehe ryari angahe none ngo ko kugira kuko kubera cyangwa kandi ariko ' +
      'ubu iyi uyu aba ibi aya uru aka iri izi aho uko ibyo ayo abo ndi uri ari turi muri bari mfite ufite dufite mufite ' +
      'ndashaka nshaka nifuza ndifuza nkeneye dukeneye mukeneye nabona nabone nakora nkora mumbwire mbwira mwambwira ' +
      'mwampa wampa mumfashe mfasha ndabaza nabaza ndagira mwaba waba hari nta cyane neza gusa nanone ' +
      'nyereka nyerekeza mwanyereka unyereke munyereke izihe ibihe ayahe uwuhe iyihe rihe ruhe uruhe kihe zihe bihe mutanga ' +
      'zanyu yanyu byanyu ryanyu rwanyu wanyu banyu kanyu cyanyu zacu yacu byacu ryacu rwacu wacu bacu cyacu ' +
      'zawe yawe byawe ryawe rwawe wawe cyawe zanjye yanjye byanjye ryanjye rwanjye wanjye cyanjye',
  ),
  sw: words(
    'ni si na kwa ya wa za la cha vya pa kwenye katika je gani nini wapi lini vipi jinsi kwanini nani ipi zipi upi yupi ' +
      'mimi wewe yeye sisi ninyi nyinyi wao hii huu hizi hawa hiyo hilo hizo huyo hapa pale kuna nina una ana tuna mna wana ' +
      'ninataka nataka unataka naomba tafadhali ninawezaje nawezaje naweza ninaweza unaweza ninahitaji nahitaji natafuta ' +
      'ninatafuta nipe niambie nionyeshe nielezee au pia lakini tu sana kama ili kuhusu yangu yako wangu wako zangu zako ' +
      'langu lako changu chako vyangu vyako ndiyo hapana sasa nitapata nipate ' +
      'yenu zenu wenu lenu chenu vyenu letu yetu zetu wetu chetu vyetu',
  ),
};

/** The words a question in `locale` is read by (for tests and the language detector). */
export function isStopWord(term: string, locale: Locale = 'en'): boolean {
  return STOP_WORDS[locale].has(term);
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

/** French plurals meet their singular ("emplois" -> "emploi", "formations" -> "formation"); accents are folded already. */
function frenchStem(term: string): string {
  return term.length > 3 && /[a-z][sx]$/.test(term) && !term.endsWith('ss') ? term.slice(0, -1) : term;
}

/**
 * Kinyarwanda nouns lose their first vowel after "ku", "mu", "nta"...: "imbuga" is
 * "ku mbuga", "amasomo" "ku masomo", "akazi" "nta kazi". Both forms read as the
 * form without it, in the index and in questions.
 */
function kinyarwandaStem(term: string): string {
  return term.length > 3 && /^[aiu][^aeiou]/.test(term) ? term.slice(1) : term;
}

/** How one language's words are read: the tokenizer and MiniSearch's processTerm, for indexing and questions alike. */
export interface TextRules {
  locale: Locale;
  tokenize(text: string): string[];
  processTerm(term: string): string | null;
  /** The words of a question as the index sees them, each with the word the person typed. */
  questionTerms(question: string): Array<{ term: string; typed: string }>;
}

/**
 * English joins apostrophes ("i'm" -> "im", "can't" -> "cant") before the split;
 * French and Kinyarwanda elide with them ("l'emploi", "y'akazi", "n'amasomo"), so
 * there they separate words. Underscores split too (full_time reads as "full time").
 */
const SPLIT = /[\s\p{P}\p{S}_]+/u;
const joinApostrophes = (text: string) => text.replace(/['’`]/g, '').split(SPLIT).filter(Boolean);
const splitApostrophes = (text: string) => text.split(SPLIT).filter(Boolean);

function rulesFor(locale: Locale): TextRules {
  const stop = STOP_WORDS[locale];
  const finish = locale === 'en' ? stem : locale === 'fr' ? frenchStem : locale === 'rw' ? kinyarwandaStem : (term: string) => term;
  const tokenize = locale === 'en' || locale === 'sw' ? joinApostrophes : splitApostrophes;
  const processTerm = (term: string): string | null => {
    const word = normalize(term);
    // Single letters carry no topic ("i", "a", the "m" of a stray "i m", the "l" of "l'emploi").
    if (word.length < 2 || stop.has(word)) return null;
    return finish(word);
  };
  return {
    locale,
    tokenize,
    processTerm,
    questionTerms(question) {
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
    },
  };
}

const RULES = new Map<Locale, TextRules>();

/** The rules of a language (made once). */
export function textRules(locale: Locale): TextRules {
  let rules = RULES.get(locale);
  if (!rules) RULES.set(locale, (rules = rulesFor(locale)));
  return rules;
}

/** English, the rules the assistant used before it spoke other languages. */
export const tokenize = (text: string) => textRules('en').tokenize(text);
export const processTerm = (term: string) => textRules('en').processTerm(term);
export const questionTerms = (question: string) => textRules('en').questionTerms(question);
