/** A question of the help centre, in the words the member reads. */
export interface HelpQuestion {
  id: string;
  question: string;
  answer: string[];
}

/** Lower case without accents, so "Cafe" finds "café". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The questions holding every word of the query, in the question or its answer. */
export function matchQuestions<T extends HelpQuestion>(questions: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...questions];
  return questions.filter((item) => {
    const text = fold([item.question, ...item.answer].join(' '));
    return words.every((word) => text.includes(word));
  });
}
