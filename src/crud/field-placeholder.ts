/**
 * A label as it reads inside an English sentence ("Enter parameter name"): English labels are
 * written as titles ("Parameter name"), so the first letter drops to lower case unless the word
 * is an acronym ("ID", "URL"). Chinese labels pass through (a Latin initial like "H5" stays).
 */
export function inSentence(label: string, language: string): string {
  const [first, second] = label;
  if (language === 'zh' || !first || (second && second !== second.toLowerCase())) return label;
  return first.toLowerCase() + label.slice(1);
}
